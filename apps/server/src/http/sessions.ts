import type { Language } from '@ferry/contracts';

/** Who a valid access token belongs to, and the language their e-mails go out in. */
export type SessionUser = { userId: string; email: string; tokenHash: string; language: Language };

/**
 * The sessions every signed-in call is checked against. The auth module implements it
 * (modules/auth/sessions.ts); http/ only knows this shape, so no module imports auth to gate a call.
 */
export type Sessions = {
  /** The session of a raw access token, or null when it is unknown, expired or revoked. */
  findActive(accessToken: string): Promise<SessionUser | null>;
  /** Stores the language the user now uses the widget in, for e-mails sent later (jobs). */
  rememberLanguage(userId: string, language: Language): Promise<void>;
};
