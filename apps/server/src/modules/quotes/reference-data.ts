import type { CryptoCurrency, FiatCurrency, PartnerInfo, PaymentMethodId, SellLimits } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { listCountries, listCryptoCurrencies, listFiatCurrencies } from '../currencies/currencies.service.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { listSellLimitRows } from './quotes.repository.js';

/**
 * The quote path reads currencies, sell limits and partners many thousand times a second; it
 * reads them from a per-instance snapshot instead of the database. Nothing is written here, so
 * instances need not agree: a change reaches every instance within the TTL.
 */
export const REFERENCE_TTL_MS = 15_000;
export const PARTNER_TTL_MS = 10_000;
const MAX_CACHED_PARTNER_KEYS = 10_000;

export type ReferenceData = {
  fiats: Map<string, FiatCurrency>;
  /** By uniqueId: `${symbol}_${network}`. */
  cryptos: Map<string, CryptoCurrency>;
  sellLimits: SellLimits;
  /** Each country's currency, by alpha-2 code (for convertedFiatData). */
  countryCurrencies: Map<string, string>;
};

/** `settled` is the value once the promise fulfilled: the quote path reads it without awaiting. */
type Cached<T> = { expiresAt: number; value: Promise<T>; settled?: T };
type Caches = { reference: Cached<ReferenceData> | null; partners: Map<string, Cached<PartnerInfo>> };
const cachesByContext = new WeakMap<AppContext, Caches>();

function cachesOf(ctx: AppContext): Caches {
  let caches = cachesByContext.get(ctx);
  if (!caches) {
    caches = { reference: null, partners: new Map() };
    cachesByContext.set(ctx, caches);
  }
  return caches;
}

async function loadReferenceData(ctx: AppContext): Promise<ReferenceData> {
  const [fiats, cryptos, limitRows, countries] = await Promise.all([
    listFiatCurrencies(ctx),
    listCryptoCurrencies(ctx),
    listSellLimitRows(ctx.db),
    listCountries(ctx),
  ]);
  const sellLimits: SellLimits = {};
  for (const row of limitRows) {
    const byFiat = (sellLimits[row.cryptoSymbol] ??= {});
    const byMethod = (byFiat[row.fiatSymbol] ??= {});
    byMethod[row.paymentMethod as PaymentMethodId] = {
      defaultCryptoAmount: decimalText(row.defaultCryptoAmount),
      minCryptoAmount: decimalText(row.minCryptoAmount),
      maxCryptoAmount: decimalText(row.maxCryptoAmount),
    };
  }
  return {
    fiats: new Map(fiats.map((fiat) => [fiat.symbol, fiat])),
    cryptos: new Map(cryptos.map((crypto) => [crypto.uniqueId, crypto])),
    sellLimits,
    countryCurrencies: new Map(countries.map((country) => [country.alpha2, country.currencyCode])),
  };
}

function decimalText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export function referenceData(ctx: AppContext): Promise<ReferenceData> {
  const caches = cachesOf(ctx);
  const now = performance.now();
  if (!caches.reference || caches.reference.expiresAt <= now) {
    const value = loadReferenceData(ctx);
    const entry: Cached<ReferenceData> = { expiresAt: now + REFERENCE_TTL_MS, value };
    caches.reference = entry;
    // A failed load must not be served until the TTL runs out.
    value.then(
      (data) => {
        entry.settled = data;
      },
      () => {
        if (caches.reference === entry) caches.reference = null;
      },
    );
  }
  return caches.reference.value;
}

/**
 * The reference data when the snapshot is loaded and fresh, else undefined (then await
 * referenceData). An await costs a few microseconds of a quote's CPU even on a settled promise.
 */
export function loadedReferenceData(ctx: AppContext): ReferenceData | undefined {
  const cached = cachesOf(ctx).reference;
  return cached && cached.expiresAt > performance.now() ? cached.settled : undefined;
}

/** The active partner when its fresh snapshot is known (a refusal never is), else undefined. */
export function knownActivePartner(ctx: AppContext, apiKey: string): PartnerInfo | undefined {
  const cached = cachesOf(ctx).partners.get(apiKey);
  return cached && cached.expiresAt > performance.now() ? cached.settled : undefined;
}

/** requireActivePartner, remembered for a few seconds; refusals (AppError) are remembered too. */
export function activePartner(ctx: AppContext, apiKey: string): Promise<PartnerInfo> {
  const caches = cachesOf(ctx);
  const now = performance.now();
  const cached = caches.partners.get(apiKey);
  if (cached && cached.expiresAt > now) return cached.value;
  if (caches.partners.size >= MAX_CACHED_PARTNER_KEYS) caches.partners.clear();
  const value = requireActivePartner(ctx, { apiKey });
  const entry: Cached<PartnerInfo> = { expiresAt: now + PARTNER_TTL_MS, value };
  caches.partners.set(apiKey, entry);
  value.then(
    (partner) => {
      entry.settled = partner;
    },
    (error: unknown) => {
      if (!(error instanceof AppError) && caches.partners.get(apiKey) === entry) caches.partners.delete(apiKey);
    },
  );
  return value;
}
