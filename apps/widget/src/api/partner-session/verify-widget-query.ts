import type { SigningVerdictResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

const signingVerdictResponse = structure<SigningVerdictResponse>({
  requiresSignedUrl: 'boolean',
  isSigned: 'boolean',
  isValid: 'boolean',
});

/** POST widget-params/verify: the widget cannot hold the partner's secret, so the server checks the signature. */
export function verifyWidgetQuery({ apiKey, query }: { apiKey: string; query: string }) {
  return apiRequest('widget-params/verify', { method: 'POST', schema: signingVerdictResponse, body: { apiKey, query } });
}
