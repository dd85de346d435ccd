import { type FormEndpoint, type FormValues, KycFormSubmitResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/**
 * A form submit to the endpoint the form names (spec 000 section 7): its method and path; the
 * path /user also carries the apiKey. Only the Ferry API itself ('' host) is called.
 */
export function submitKycForm({ endpoint, payload, apiKey }: { endpoint: FormEndpoint; payload: FormValues; apiKey: string }) {
  if (endpoint.host !== '') throw new Error(`Form endpoints on other hosts are not supported: ${endpoint.host}`);
  return apiRequest(endpoint.path, {
    schema: KycFormSubmitResponse,
    method: endpoint.method,
    body: payload,
    query: endpoint.path === '/user' ? { apiKey } : undefined,
  });
}
