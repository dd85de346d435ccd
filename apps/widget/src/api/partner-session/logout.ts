import type { LogoutResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

const logoutResponse = structure<LogoutResponse>({ isLoggedOut: 'boolean' });

/** POST auth/logout (no body): revokes the stored access token. */
export function logout() {
  return apiRequest('auth/logout', { method: 'POST', schema: logoutResponse });
}
