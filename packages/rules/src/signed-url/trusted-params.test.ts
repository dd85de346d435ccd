import { describe, expect, it } from 'vitest';
import { dropUnsignedParams, signedOnlyValues } from './trusted-params.js';

const query =
  '?apiKey=pk_x&walletAddress=0xabc&fiatCurrency=GBP&email=a%40b.example&userData=%7B%7D&walletAddressesData=%7B%7D';

describe('signed URLs make walletAddress, walletAddressesData, email and userData trusted', () => {
  it('drops them from an unsigned URL for a partner that requires signing, listing each as rejected', () => {
    const result = dropUnsignedParams(query, {
      requiresSignedUrl: true,
      isSigned: false,
      isValid: false,
    });
    expect(result.query).toBe('apiKey=pk_x&fiatCurrency=GBP');
    expect(result.rejected.map((entry) => [entry.name, entry.value])).toEqual([
      ['walletAddress', '0xabc'],
      ['email', 'a@b.example'],
      ['userData', '{}'],
      ['walletAddressesData', '{}'],
    ]);
    expect(result.rejected[0]?.reason).toMatch(/not signed/);
  });

  it('drops them from a wrongly signed URL for a partner that requires signing', () => {
    const result = dropUnsignedParams(query, {
      requiresSignedUrl: true,
      isSigned: true,
      isValid: false,
    });
    expect(result.query).toBe('apiKey=pk_x&fiatCurrency=GBP');
    expect(result.rejected[0]?.reason).toMatch(/does not match/);
  });

  it('keeps them when the signature is valid', () => {
    const result = dropUnsignedParams(query, {
      requiresSignedUrl: true,
      isSigned: true,
      isValid: true,
    });
    expect(result).toEqual({ query: query.slice(1), rejected: [] });
  });

  it('keeps them for a partner that does not require signing, signed or not', () => {
    expect(
      dropUnsignedParams(query, { requiresSignedUrl: false, isSigned: false, isValid: false })
        .rejected,
    ).toEqual([]);
    expect(
      dropUnsignedParams(query, { requiresSignedUrl: false, isSigned: true, isValid: false })
        .rejected,
    ).toEqual([]);
  });

  it('matches encoded keys and cuts a 10 kB value in its rejection', () => {
    const long = 'x'.repeat(10_000);
    const result = dropUnsignedParams(`wallet%41ddress=${long}`, {
      requiresSignedUrl: true,
      isSigned: false,
      isValid: false,
    });
    expect(result.query).toBe('');
    expect(result.rejected[0]?.name).toBe('walletAddress');
    expect(result.rejected[0]?.value.length).toBe(200);
  });

  it('reads the signed-only values decoded, and a repeated one as absent', () => {
    expect(signedOnlyValues(query)).toEqual({
      walletAddress: '0xabc',
      email: 'a@b.example',
      userData: '{}',
      walletAddressesData: '{}',
    });
    expect(signedOnlyValues('walletAddress=1&walletAddress=2&email=e%40x.example')).toEqual({
      email: 'e@x.example',
    });
  });

  it('never throws on a malformed escape', () => {
    expect(
      dropUnsignedParams('walletAddress=%E0%A4%A&email=%', {
        requiresSignedUrl: true,
        isSigned: false,
        isValid: false,
      }).query,
    ).toBe('');
  });
});
