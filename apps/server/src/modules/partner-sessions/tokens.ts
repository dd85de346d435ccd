import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url, behind a prefix that says what the token is. */
export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** Tokens are stored only as SHA-256: a database leak opens no widget. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Equal digests of both sides, so the comparison time says nothing about either. */
export function secretsMatch(given: string, stored: string): boolean {
  const left = createHash('sha256').update(given).digest();
  const right = createHash('sha256').update(stored).digest();
  return timingSafeEqual(left, right);
}

/** Base64 HMAC-SHA256, the signature of signed widget URLs. */
export function hmacSha256Base64(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64');
}
