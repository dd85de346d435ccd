import type { Database } from '../../db/client.js';
import type { Sessions } from '../../http/sessions.js';
import { saveUserLanguage } from '../users/users.service.js';
import { findActiveSession } from './auth.repository.js';
import { sha256Hex } from './secrets.js';

/** The auth module's sessions: tokens are stored hashed, so the raw token is hashed before the lookup. */
export function createSessions(db: Database, now: () => Date): Sessions {
  return {
    findActive: (accessToken) => findActiveSession(db, sha256Hex(accessToken), now()),
    rememberLanguage: (userId, language) => saveUserLanguage({ db }, { userId, language }),
  };
}
