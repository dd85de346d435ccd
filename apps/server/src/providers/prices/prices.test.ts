import { Dec } from '@ferry/rules';
import { describe, expect, it } from 'vitest';
import { createCoinGeckoPriceSource } from './coingecko-prices.js';
import { createSandboxPriceSource, SANDBOX_FIAT_PER_USD, SANDBOX_REFERENCE_USD, sandboxDrift } from './sandbox-prices.js';

describe('sandbox price source', () => {
  it('prices every listed crypto in every listed fiat within the bounded drift of the reference price', async () => {
    const source = createSandboxPriceSource();
    for (let minute = 0; minute < 600; minute += 7) {
      const at = new Date(Date.UTC(2025, 0, 1) + minute * 60_000);
      for (const [crypto, usd] of Object.entries(SANDBOX_REFERENCE_USD)) {
        for (const [fiat, fx] of Object.entries(SANDBOX_FIAT_PER_USD)) {
          const price = new Dec((await source.fiatPerCrypto({ cryptoSymbol: crypto, fiatSymbol: fiat }, at))!);
          const reference = new Dec(usd).times(fx);
          expect(price.dividedBy(reference).minus(1).abs().lessThanOrEqualTo('0.005')).toBe(true);
        }
      }
    }
  });

  it('is a function of the time bucket: the same instant gives the same price, later buckets move it', async () => {
    const source = createSandboxPriceSource();
    const at = new Date('2025-03-01T12:00:00Z');
    const pair = { cryptoSymbol: 'ETH', fiatSymbol: 'EUR' };
    expect(await source.fiatPerCrypto(pair, at)).toBe(await source.fiatPerCrypto(pair, new Date(at.getTime() + 5_000)));
    const drifts = new Set(Array.from({ length: 20 }, (_, index) => sandboxDrift('ETH', new Date(at.getTime() + index * 10_000)).toFixed()));
    expect(drifts.size).toBeGreaterThan(10);
  });

  it('does not price an unknown pair', async () => {
    const source = createSandboxPriceSource();
    expect(await source.fiatPerCrypto({ cryptoSymbol: 'DOGE', fiatSymbol: 'EUR' }, new Date())).toBeNull();
    expect(await source.fiatPerCrypto({ cryptoSymbol: 'BTC', fiatSymbol: 'JPY' }, new Date())).toBeNull();
  });
});

describe('CoinGecko price source', () => {
  const body = { bitcoin: { usd: 65000.5, eur: 60000.25 }, ethereum: { usd: 3000, eur: 2760 } };
  function fakeFetch(calls: string[], fail = false): typeof fetch {
    return (async (url: URL | string) => {
      calls.push(String(url));
      if (fail) return new Response('busy', { status: 503 });
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch;
  }

  it('fetches one snapshot of every coin in every fiat and serves prices from it', async () => {
    const calls: string[] = [];
    let now = 0;
    const source = createCoinGeckoPriceSource({ baseUrl: 'https://cg.example/api/v3', fiats: ['EUR'], fetch: fakeFetch(calls), clock: () => now });
    expect(await source.fiatPerCrypto({ cryptoSymbol: 'BTC', fiatSymbol: 'EUR' }, new Date())).toBe('60000.25');
    expect(await source.fiatPerCrypto({ cryptoSymbol: 'ETH', fiatSymbol: 'EUR' }, new Date())).toBe('2760');
    expect(await source.fiatPerUsd('EUR', new Date())).toBe(new Dec('60000.25').dividedBy('65000.5').toSignificantDigits(12).toFixed());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('vs_currencies=usd%2Ceur');
    now = 31_000;
    await source.fiatPerCrypto({ cryptoSymbol: 'BTC', fiatSymbol: 'EUR' }, new Date());
    expect(calls).toHaveLength(2);
  });

  it('reads a pair as unpriced when the snapshot is too old or never arrived', async () => {
    const calls: string[] = [];
    const source = createCoinGeckoPriceSource({ baseUrl: 'https://cg.example', fiats: ['EUR'], fetch: fakeFetch(calls, true), clock: () => 0 });
    expect(await source.fiatPerCrypto({ cryptoSymbol: 'BTC', fiatSymbol: 'EUR' }, new Date())).toBeNull();
  });
});
