import { ExternalKycStatus } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** GET kyc/workflow-run-id/status: NOT_SUBMITTED until the ID-proof and selfie step is done. */
export function getExternalKycStatus(workflowRunId: string, signal?: AbortSignal) {
  return apiRequest('kyc/workflow-run-id/status', { schema: ExternalKycStatus, query: { workflowRunId }, signal });
}
