import { redirect } from '../../routing/index.js';
import { paths } from '../../config/paths.js';
import { sessionStore } from '../../stores/session-store.js';

/** The /user group requires login (a stored authToken); otherwise the e-mail login (spec 001 section 2). */
export function requireLogin(): null {
  if (!sessionStore.get('authToken')) throw redirect(paths.loginEmail);
  return null;
}
