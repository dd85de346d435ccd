import { Dec } from '@ferry/rules';
import type { PriceSource } from './price-source.js';

/** CoinGecko coin ids of the symbols Ferry lists. */
export const COINGECKO_IDS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  USDC: 'usd-coin',
  USDT: 'tether',
  SOL: 'solana',
  POL: 'polygon-ecosystem-token',
  XRP: 'ripple',
};

type Snapshot = { fetchedAt: number; prices: Record<string, Record<string, string>> };

export type CoinGeckoOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  fiats: string[];
  /** A snapshot younger than this is served as is. */
  refreshMs?: number;
  /** A snapshot older than this is not served at all (the pair reads as unpriced). */
  maxAgeMs?: number;
  fetch?: typeof fetch;
  clock?: () => number;
};

/**
 * Real adapter: one `simple/price` call fetches every listed coin in every fiat; quotes are served
 * from that snapshot, refreshed in the background, so a quote never waits on the network after
 * the first. JSON numbers are read through their shortest string form and stay decimal from there.
 */
export function createCoinGeckoPriceSource(options: CoinGeckoOptions): PriceSource {
  const refreshMs = options.refreshMs ?? 30_000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? Date.now;
  const vs = [...new Set(['usd', ...options.fiats.map((fiat) => fiat.toLowerCase())])];
  let snapshot: Snapshot | null = null;
  let pending: Promise<void> | null = null;

  async function load(): Promise<void> {
    const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/simple/price`);
    url.searchParams.set('ids', Object.values(COINGECKO_IDS).join(','));
    url.searchParams.set('vs_currencies', vs.join(','));
    const response = await doFetch(url, {
      headers: options.apiKey ? { 'x-cg-pro-api-key': options.apiKey } : {},
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`CoinGecko answered ${response.status}`);
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    const prices: Snapshot['prices'] = {};
    for (const [symbol, id] of Object.entries(COINGECKO_IDS)) {
      for (const [currency, value] of Object.entries(body[id] ?? {})) {
        if (typeof value !== 'number' || !(value > 0)) continue;
        (prices[symbol] ??= {})[currency.toUpperCase()] = String(value);
      }
    }
    snapshot = { fetchedAt: clock(), prices };
  }

  async function current(): Promise<Snapshot | null> {
    const age = snapshot ? clock() - snapshot.fetchedAt : Infinity;
    if (age > refreshMs && !pending) {
      pending = load()
        .catch(() => undefined)
        .finally(() => {
          pending = null;
        });
    }
    if (!snapshot && pending) await pending;
    if (!snapshot || clock() - snapshot.fetchedAt > maxAgeMs) return null;
    return snapshot;
  }

  return {
    name: 'coingecko',
    isSandbox: false,
    async fiatPerCrypto({ cryptoSymbol, fiatSymbol }) {
      return (await current())?.prices[cryptoSymbol]?.[fiatSymbol] ?? null;
    },
    async fiatPerUsd(fiatSymbol) {
      const btc = (await current())?.prices.BTC;
      const fiat = btc?.[fiatSymbol];
      const usd = btc?.USD;
      if (!fiat || !usd) return null;
      return new Dec(fiat).dividedBy(usd).toSignificantDigits(12).toFixed();
    },
  };
}
