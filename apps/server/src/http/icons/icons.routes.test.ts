import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCountries } from '../../db/seed/countries.js';
import { sandboxCryptoCurrencies } from '../../db/seed/crypto-currencies.js';
import { sandboxFiatCurrencies } from '../../db/seed/fiat-currencies.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function svgAt(url: string): Promise<string> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml');
  return res.body;
}

/** Real artwork has paths; the old placeholder was a coloured disc with letters in a <text>. */
const isArtwork = (svg: string) => svg.includes('<path') && !svg.includes('<text');

describe('icons: real artwork for everything seeded (issue 19)', () => {
  it('every seeded crypto and network has a logo', async () => {
    for (const crypto of sandboxCryptoCurrencies) {
      expect(isArtwork(await svgAt(`/static/icons/crypto-${crypto.symbol.toLowerCase()}.svg`)), crypto.symbol).toBe(true);
      expect(isArtwork(await svgAt(`/static/icons/network-${crypto.networkName}.svg`)), crypto.networkName).toBe(true);
    }
  });

  it('every fiat currency and country has a flag, the euro the EU flag', async () => {
    for (const fiat of sandboxFiatCurrencies) expect(isArtwork(await svgAt(`/static/icons/fiat-${fiat.symbol.toLowerCase()}.svg`)), fiat.symbol).toBe(true);
    for (const country of sandboxCountries) expect(isArtwork(await svgAt(`/static/icons/flag-${country.alpha2.toLowerCase()}.svg`)), country.alpha2).toBe(true);
    expect(await svgAt('/static/icons/fiat-eur.svg')).toBe(await svgAt('/static/icons/flag-eu.svg'));
  });

  it('every seeded payment method and the accepted card schemes have an icon', async () => {
    for (const fiat of sandboxFiatCurrencies) {
      for (const option of fiat.options) expect(isArtwork(await svgAt(option.icon ?? '')), option.id).toBe(true);
    }
    for (const scheme of ['visa', 'mastercard']) expect(isArtwork(await svgAt(`/static/icons/scheme-${scheme}.svg`))).toBe(true);
  });

  it('answers 404 for unknown or malformed names, and reads no path outside the packages', async () => {
    for (const file of ['crypto-nope.svg', 'flag-zz.svg', 'pm-unknown.svg', 'something.svg', 'flag-..%2F..%2Fpackage.svg', 'fiat-eur.png']) {
      const res = await t.app.inject({ url: `/static/icons/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
