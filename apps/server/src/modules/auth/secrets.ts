import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@ferry/contracts';

/** Six digits from the operating system's cryptographic source. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** 256 random bits, base64url: access tokens and stateTokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 random bits, so a plain SHA-256 is enough to store them. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * A code has only 10^6 values, so a plain hash would fall to brute force: it is keyed by the
 * server secret and bound to its stateToken, which the database never holds in clear.
 */
export function hashOtp(secret: string, stateToken: string, otp: string): string {
  return createHmac('sha256', secret).update(`${stateToken}:${otp}`).digest('hex');
}

export function isSameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
