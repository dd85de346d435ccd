import { OTT_HEADER, type ExchangeTokenResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

const exchangeTokenResponse = structure<ExchangeTokenResponse>({ id: 'string' });

/** POST exchange-token (X-Ott, body partnerApiKey): `id` is the user's access token. */
export function exchangeToken({ ott, partnerApiKey }: { ott: string; partnerApiKey: string }) {
  return apiRequest('exchange-token', {
    method: 'POST',
    schema: exchangeTokenResponse,
    headers: { [OTT_HEADER]: ott },
    body: { partnerApiKey },
  });
}
