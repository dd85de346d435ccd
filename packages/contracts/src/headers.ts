// Header names, with no zod: the widget's first screen sends some of them.

/** Header carrying the trace id; the server echoes the caller's or creates one. */
export const TRACE_ID_HEADER = 'x-trace-id';

/** Header of GET session: the id of a partner-created widget session. */
export const SESSION_ID_HEADER = 'x-session-id';
/** Header of POST exchange-token: a one-time token the partner's server created for a user. */
export const OTT_HEADER = 'x-ott';
/** Partner API (server to server): the partner's API key ... */
export const PARTNER_API_KEY_HEADER = 'x-api-key';
/** ... and its secret, which never reaches a browser. */
export const PARTNER_SECRET_HEADER = 'x-partner-secret';

/** Header carrying the bot-check token (an ALTCHA payload or an hCaptcha response). */
export const BOT_CHECK_HEADER = 'x-hcaptcha-token';
