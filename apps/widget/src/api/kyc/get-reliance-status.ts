import { KycReliancePoll } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** The KYC reliance polling path the form's data gives. */
export function getRelianceStatus(pollingPath: string, signal?: AbortSignal) {
  return apiRequest(pollingPath, { schema: KycReliancePoll, signal });
}
