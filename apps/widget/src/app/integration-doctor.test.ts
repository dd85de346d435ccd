import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { doctor, isNftData } from './integration-doctor.js';

afterEach(() => vi.restoreAllMocks());

describe('the integration doctor says in the console what is wrong, prefixed [Ferry]', () => {
  it('accepts nftData as JSON of one NFT or a list, and explains the expected format otherwise', () => {
    expect(isNftData('{"nftTitle":"Ferry Cat #7","nftImage":"https://example.com/cat.png","quantity":1}')).toBe(true);
    expect(isNftData('[{"name":"Cat","quantity":"2"}]')).toBe(true);
    expect(isNftData('Ferry Cat #7')).toBe(false);
    expect(isNftData('{"nftTitle":"Cat","quantity":0}')).toBe(false);
    expect(isNftData('"Cat"')).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(doctor.nftData('title=Cat')).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[Ferry\] nftData is not in the expected format.+\{"nftTitle":"Ferry Cat #7"/));
  });

  it('explains why start-up fails inside a plain-HTTP page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(doctor.insecureHost({ isSecureContext: true, location: { origin: 'https://ferry.example' } })).toBe(false);
    expect(doctor.insecureHost({ isSecureContext: false, location: { origin: 'https://ferry.example' } }, 'http://shop.example')).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[Ferry\] start-up cannot finish: the page embedding the widget \(http:\/\/shop\.example\) is served over plain HTTP/));
  });

  it('warns when the frame lacks allow="payment"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const framed = { parent: {} };
    expect(doctor.missingPaymentPermission(framed, { featurePolicy: { allowsFeature: () => true } })).toBe(false);
    expect(doctor.missingPaymentPermission(framed, { featurePolicy: { allowsFeature: (feature) => feature !== 'payment' } })).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[Ferry] the iframe lacks allow="payment"'));
  });

  it('names the origin a partner has not listed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    doctor.domainNotAllowed('https://unlisted.example');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[Ferry\] start-up failed: the page embedding the widget \(https:\/\/unlisted\.example\) is not on your partner account's allowed domains/));
  });

  it("speaks the widget's language", () => {
    loadEveryCatalogue('de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    doctor.foreignOrigin('https://other.example', 'https://partner.example');
    expect(warn).toHaveBeenCalledWith(
      '[Ferry] eine Nachricht von https://other.example wurde ignoriert: Dieses Widget wurde von https://partner.example geöffnet und kommuniziert nur mit dieser Seite.',
    );
  });
});

