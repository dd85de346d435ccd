import { SigningVerdictResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST widget-params/verify: the widget cannot hold the partner's secret, so the server checks the signature. */
export function verifyWidgetQuery({ apiKey, query }: { apiKey: string; query: string }) {
  return apiRequest('widget-params/verify', { method: 'POST', schema: SigningVerdictResponse, body: { apiKey, query } });
}
