import { LogoutResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST auth/logout (no body): revokes the stored access token. */
export function logout() {
  return apiRequest('auth/logout', { method: 'POST', schema: LogoutResponse });
}
