/**
 * Personal data out of error reports (spec 000 section 9, error tracking): e-mail addresses,
 * tokens and secrets, and postal and wallet addresses never leave Ferry in a report. Pure, so
 * the widget's and the server's reporters scrub alike.
 */

export const FILTERED = '[Filtered]';

/** Keys whose values are personal or secret whatever they hold (compared lower-case, without - and _). */
const SENSITIVE_KEYS = [
  'email',
  'emailaddress',
  'authorization',
  'cookie',
  'setcookie',
  'token',
  'accesstoken',
  'authtoken',
  'sessiontoken',
  'statetoken',
  'ott',
  'sessionid',
  'xsessionid',
  'xott',
  'otp',
  'password',
  'secret',
  'xpartnersecret',
  'apisecret',
  'cardtoken',
  'cvv',
  'pan',
  'pannumber',
  'ssn',
  'walletaddress',
  'address',
  'addressline1',
  'addressline2',
  'street',
  'postcode',
  'postalcode',
  'zip',
  'firstname',
  'lastname',
  'dob',
  'dateofbirth',
  'mobilenumber',
  'phone',
  'ipaddress',
  'ip',
];
const normalise = (key: string) => key.toLowerCase().replaceAll(/[-_]/g, '');
export const isSensitiveKey = (key: string) => SENSITIVE_KEYS.includes(normalise(key));

const PATTERNS: readonly [RegExp, string][] = [
  // e-mail addresses
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // bearer tokens and JWTs
  [/Bearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [token]'],
  [/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  // EVM wallet addresses and long hex secrets
  [/0x[0-9a-fA-F]{40}\b/g, '[address]'],
  [/\b[0-9a-fA-F]{32,}\b/g, '[token]'],
  // Bitcoin-style addresses (bech32 and base58)
  [/\b(?:bc1|tb1)[02-9ac-hj-np-z]{20,80}\b/g, '[address]'],
  [/\b[13][1-9A-HJ-NP-Za-km-z]{25,34}\b/g, '[address]'],
  // secret query parameters in URLs (one-time tokens, sessions, e-mails, wallets)
  [/([?&](?:ott|sessionId|token|email|walletAddress|apiSecret|code|otp)=)[^&#\s]*/gi, `$1${FILTERED}`],
];

/** A text with the personal data patterns replaced. */
export function scrubText(text: string): string {
  return PATTERNS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

/**
 * A copy of a value with sensitive keys' values filtered and every string scrubbed; depth and
 * width bounded so a report never grows unbounded. Used on whole report events.
 */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, depth + 1)) as T;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    result[key] = isSensitiveKey(key) && item !== null && item !== undefined && typeof item !== 'object' ? FILTERED : scrubDeep(item, depth + 1);
  }
  return result as T;
}

/**
 * An error report event made safe to send: the user reduced to its id, request cookies and
 * headers' secrets dropped, and everything else scrubbed.
 */
export function scrubReport<T extends { user?: unknown; request?: unknown }>(event: T): T {
  const user = event.user as { id?: unknown } | undefined;
  const safe = scrubDeep({ ...event, user: user?.id === undefined ? undefined : { id: user.id } });
  const request = safe.request as { cookies?: unknown; data?: unknown } | undefined;
  if (request) {
    delete request.cookies;
    // Request bodies carry what the user typed: never sent.
    if (request.data !== undefined) request.data = FILTERED;
  }
  return safe;
}
