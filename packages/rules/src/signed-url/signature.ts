import { pairValue, queryPairs } from './query-pairs.js';

/** The query parameter carrying the partner's signature. */
export const SIGNATURE_PARAM = 'signature';

/** Base64 of HMAC-SHA256(key, message); the caller brings the crypto so these rules stay pure. */
export type HmacSha256Base64 = (key: string, message: string) => string;

export interface SignedQuery {
  /** What the partner signed: the raw query string with the `signature` pair removed, order kept. */
  message: string;
  /** The signature as sent (decoded), or null when the query carries none. */
  signature: string | null;
  /** More than one `signature` pair: ambiguous, so never valid. */
  hasSeveralSignatures: boolean;
}

/** Splits a raw query string (with or without '?') into the signed message and the signature. */
export function splitSignedQuery(rawQuery: string): SignedQuery {
  const pairs = queryPairs(rawQuery);
  const signatures = pairs.filter((pair) => pair.key === SIGNATURE_PARAM);
  return {
    message: pairs
      .filter((pair) => pair.key !== SIGNATURE_PARAM)
      .map((pair) => pair.raw)
      .join('&'),
    signature: signatures[0] ? pairValue(signatures[0]) : null,
    hasSeveralSignatures: signatures.length > 1,
  };
}

/**
 * Standard padded base64 from base64 or base64url. A '+' that was not percent-encoded arrives as
 * a space, so spaces read as '+'.
 */
export function canonicalBase64(text: string): string {
  const standard = text
    .trim()
    .replaceAll(' ', '+')
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .replace(/=+$/, '');
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
}

/** Compares in time that depends on the lengths only, so a guess learns nothing from timing. */
export function constantTimeEquals(left: string, right: string): boolean {
  let difference = left.length ^ right.length;
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    difference |= (left.charCodeAt(index) || 0) ^ (right.charCodeAt(index) || 0);
  }
  return difference === 0;
}

export interface SignatureCheck {
  isSigned: boolean;
  isValid: boolean;
}

/**
 * A signed URL is valid when `signature` is the base64 HMAC-SHA256 of the query string without
 * `signature`, keyed by the partner's secret. No secret (an unknown partner) is never valid.
 */
export function checkQuerySignature(
  rawQuery: string,
  { secret, hmac }: { secret: string | null; hmac: HmacSha256Base64 },
): SignatureCheck {
  const { message, signature, hasSeveralSignatures } = splitSignedQuery(rawQuery);
  if (signature === null) return { isSigned: false, isValid: false };
  if (hasSeveralSignatures || !secret || signature.trim() === '')
    return { isSigned: true, isValid: false };
  const expected = canonicalBase64(hmac(secret, message));
  return { isSigned: true, isValid: constantTimeEquals(canonicalBase64(signature), expected) };
}
