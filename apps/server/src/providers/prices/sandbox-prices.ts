import { Dec } from '@ferry/rules';
import type { PriceSource } from './price-source.js';

/** Reference prices in US dollars; tests and the sandbox console rely on them staying put. */
export const SANDBOX_REFERENCE_USD: Readonly<Record<string, string>> = {
  BTC: '65000',
  ETH: '3000',
  USDC: '1',
  USDT: '1',
  SOL: '150',
  POL: '0.5',
  XRP: '0.55',
};

/** Units of each fiat per US dollar. */
export const SANDBOX_FIAT_PER_USD: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  INR: '84',
};

const STABLECOINS = new Set(['USDC', 'USDT']);
/** Largest drift from the reference price, as a fraction. */
export const SANDBOX_MAX_DRIFT = { volatile: '0.005', stable: '0.0005' } as const;
/** Prices move once per bucket, so two quotes in the same 10 seconds agree. */
export const SANDBOX_DRIFT_BUCKET_MS = 10_000;

/** FNV-1a: a stable, well-spread hash of the symbol and the time bucket. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The drift of a crypto at an instant: a fraction in [-max, +max], a function of the time bucket only. */
export function sandboxDrift(cryptoSymbol: string, at: Date): Dec {
  const bucket = Math.floor(at.getTime() / SANDBOX_DRIFT_BUCKET_MS);
  const step = (hash(`${cryptoSymbol}:${bucket}`) % 20_001) - 10_000; // -10000..10000
  const max = STABLECOINS.has(cryptoSymbol) ? SANDBOX_MAX_DRIFT.stable : SANDBOX_MAX_DRIFT.volatile;
  return new Dec(step).dividedBy(10_000).times(max);
}

/** Fixed reference prices with a small, bounded, deterministic drift (DESIGN.md sandbox conventions). */
export function createSandboxPriceSource(): PriceSource {
  // The price is a function of the bucket: remember the last ones instead of recomputing them.
  const recent = new Map<string, string>();
  return {
    name: 'sandbox',
    isSandbox: true,
    async fiatPerCrypto({ cryptoSymbol, fiatSymbol }, at) {
      const usd = SANDBOX_REFERENCE_USD[cryptoSymbol];
      const fx = SANDBOX_FIAT_PER_USD[fiatSymbol];
      if (!usd || !fx) return null;
      const key = `${cryptoSymbol}|${fiatSymbol}|${Math.floor(at.getTime() / SANDBOX_DRIFT_BUCKET_MS)}`;
      let price = recent.get(key);
      if (price === undefined) {
        price = new Dec(usd).times(new Dec(1).plus(sandboxDrift(cryptoSymbol, at))).times(fx).toFixed();
        if (recent.size >= 1_000) recent.clear();
        recent.set(key, price);
      }
      return price;
    },
    async fiatPerUsd(fiatSymbol) {
      return SANDBOX_FIAT_PER_USD[fiatSymbol] ?? null;
    },
  };
}
