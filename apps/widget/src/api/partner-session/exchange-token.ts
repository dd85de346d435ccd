import { ExchangeTokenResponse, OTT_HEADER } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST exchange-token (X-Ott, body partnerApiKey): `id` is the user's access token. */
export function exchangeToken({ ott, partnerApiKey }: { ott: string; partnerApiKey: string }) {
  return apiRequest('exchange-token', {
    method: 'POST',
    schema: ExchangeTokenResponse,
    headers: { [OTT_HEADER]: ott },
    body: { partnerApiKey },
  });
}
