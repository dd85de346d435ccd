import { describe, expect, it } from 'vitest';
import {
  canonicalBase64,
  checkQuerySignature,
  constantTimeEquals,
  splitSignedQuery,
} from './signature.js';
import { sign, testHmac } from './test-hmac.js';

const secret = 'sk_sandbox_demo';
const query = 'apiKey=pk_sandbox_demo&walletAddress=0xabc&fiatCurrency=GBP';

describe('signed URL: signature = base64 HMAC-SHA256 of the query string without `signature`', () => {
  it('signs the raw query string with the signature pair removed, order preserved', () => {
    expect(splitSignedQuery(`?a=1&signature=xyz&b=2`)).toEqual({
      message: 'a=1&b=2',
      signature: 'xyz',
      hasSeveralSignatures: false,
    });
    expect(splitSignedQuery('b=2&a=1&signature=s').message).toBe('b=2&a=1');
  });

  it("keeps the partner's percent-encoding as written, since that is what was signed", () => {
    expect(splitSignedQuery('email=a%40b.example&x=%2B1&signature=s').message).toBe(
      'email=a%40b.example&x=%2B1',
    );
  });

  it('accepts a correctly signed query, with or without the leading "?" and a fragment', () => {
    const signed = sign(secret, query);
    expect(checkQuerySignature(signed, { secret, hmac: testHmac })).toEqual({
      isSigned: true,
      isValid: true,
    });
    expect(checkQuerySignature(`?${signed}#top`, { secret, hmac: testHmac }).isValid).toBe(true);
  });

  it('refuses a tampered value, an added parameter, a reordered query and another secret', () => {
    const signed = sign(secret, query);
    for (const tampered of [
      signed.replace('0xabc', '0xevil'),
      `${signed}&walletAddress=0xevil`,
      sign(secret, query).replace(
        'apiKey=pk_sandbox_demo&walletAddress=0xabc',
        'walletAddress=0xabc&apiKey=pk_sandbox_demo',
      ),
    ]) {
      expect(checkQuerySignature(tampered, { secret, hmac: testHmac })).toEqual({
        isSigned: true,
        isValid: false,
      });
    }
    expect(checkQuerySignature(signed, { secret: 'sk_other', hmac: testHmac }).isValid).toBe(false);
  });

  it('reads a query without signature as unsigned, and an empty or repeated signature as invalid', () => {
    expect(checkQuerySignature(query, { secret, hmac: testHmac })).toEqual({
      isSigned: false,
      isValid: false,
    });
    expect(checkQuerySignature(`${query}&signature=`, { secret, hmac: testHmac })).toEqual({
      isSigned: true,
      isValid: false,
    });
    const signed = sign(secret, query);
    expect(
      checkQuerySignature(`${signed}&${signed.split('&').at(-1)}`, { secret, hmac: testHmac })
        .isValid,
    ).toBe(false);
  });

  it('is never valid without a partner secret', () => {
    expect(checkQuerySignature(sign('', query), { secret: null, hmac: testHmac }).isValid).toBe(
      false,
    );
  });

  it('accepts base64url and an unencoded "+" that arrived as a space', () => {
    expect(canonicalBase64('ab-_cd')).toBe('ab+/cd==');
    expect(canonicalBase64('ab cd+/==')).toBe('ab+cd+/=');
    expect(canonicalBase64('abcd')).toBe('abcd');
  });

  it('compares whole strings', () => {
    expect(constantTimeEquals('abc', 'abc')).toBe(true);
    expect(constantTimeEquals('abc', 'abd')).toBe(false);
    expect(constantTimeEquals('abc', 'abcd')).toBe(false);
    expect(constantTimeEquals('', '')).toBe(true);
  });
});
