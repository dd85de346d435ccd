import type { FormEndpoint, FormValues } from '@ferry/contracts';
import { z } from 'zod';
import { apiRequest } from '../client.js';

/**
 * A form submit to the endpoint the form names (spec 000 section 7): its method and path; the
 * path /user also carries the apiKey. Only the Ferry API itself ('' host) is called. The answer
 * differs per endpoint, so the caller parses it with that endpoint's contract.
 */
export function submitForm({ endpoint, payload, apiKey }: { endpoint: FormEndpoint; payload: FormValues; apiKey: string }): Promise<unknown> {
  if (endpoint.host !== '') throw new Error(`Form endpoints on other hosts are not supported: ${endpoint.host}`);
  return apiRequest(endpoint.path, {
    schema: z.unknown(),
    method: endpoint.method,
    body: payload,
    query: endpoint.path === '/user' ? { apiKey } : undefined,
  });
}
