import {
  ErrorCode,
  QUOTE_REFRESH_WINDOW_SECONDS,
  QUOTE_TTL_SECONDS,
  type PaymentMethodId,
  type Quote,
  type QuoteQuery,
  type SellLimits,
  type StreamFee,
} from '@ferry/contracts';
import { isValidAddressTag, sellLimitFor, validateWalletAddress } from '@ferry/rules';
import type { z } from 'zod';
import type { StreamFeeQuery } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { quoteFromPayload } from './build-quote.js';
import { streamFeePercentFor } from './fee-schedule.js';
import { priceQuote } from './price-quote.js';
import { type QuoteRequest, quoteRequestFrom } from './quote-request.js';
import { readQuote, signQuote } from './quote-token.js';
import { activePartner, referenceData } from './reference-data.js';
import { allowedDomainsOf, isHostAllowed } from '../partners/partners.service.js';

/** Where the widget sends the user at the end must be the partner's own, when the partner lists its domains. */
async function assertRedirectAllowed(ctx: AppContext, req: QuoteRequest): Promise<void> {
  if (!req.redirectURL) return;
  let host: string;
  try {
    host = new URL(req.redirectURL).hostname;
  } catch {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid querystring: redirectURL: must be a URL');
  }
  if (!isHostAllowed(await allowedDomainsOf(ctx, req.partnerApiKey), host)) {
    throw new AppError(ErrorCode.REDIRECT_URL_NOT_ALLOWED, `redirectURL must be on one of the partner's domains, not ${host}.`, { params: { host } });
  }
}

async function issueQuote(ctx: AppContext, req: QuoteRequest): Promise<Quote> {
  if (req.redirectURL) await assertRedirectAllowed(ctx, req);
  const figures = await priceQuote(ctx, req);
  const iat = ctx.now().getTime();
  const payload = { v: 1 as const, iat, exp: iat + QUOTE_TTL_SECONDS * 1000, req, n: figures };
  return quoteFromPayload(payload, signQuote(ctx.config.QUOTE_SIGNING_SECRET, payload));
}

/** GET widget/quotes: prices the request and signs the result; nothing is written anywhere. */
export function getQuote(ctx: AppContext, query: QuoteQuery): Promise<Quote> {
  return issueQuote(ctx, quoteRequestFrom(query));
}

/** GET quotes/refresh: the same request priced again, within a day of the original quote. */
export function refreshQuote(ctx: AppContext, { quoteId, bankId }: { quoteId: string; bankId?: string | undefined }): Promise<Quote> {
  const payload = readQuote(ctx.config.QUOTE_SIGNING_SECRET, quoteId);
  if (ctx.now().getTime() > payload.iat + QUOTE_REFRESH_WINDOW_SECONDS * 1000) {
    throw new AppError(ErrorCode.QUOTE_EXPIRED, 'This quote is too old to refresh. Please get a new quote.');
  }
  return issueQuote(ctx, bankId ? { ...payload.req, bankId } : payload.req);
}

/**
 * A quote by its id, exactly as it was issued, while it is valid: for the order flow (reservation)
 * to call. QUOTE_INVALID for a forged or malformed id, QUOTE_EXPIRED after expiresAt.
 */
export function findQuote(ctx: AppContext, quoteId: string): Quote {
  return quoteFromPayload(readUnexpiredQuote(ctx, quoteId), quoteId);
}

function readUnexpiredQuote(ctx: AppContext, quoteId: string) {
  const payload = readQuote(ctx.config.QUOTE_SIGNING_SECRET, quoteId);
  if (ctx.now().getTime() >= payload.exp) throw new AppError(ErrorCode.QUOTE_EXPIRED, 'This quote has expired. Please get a new quote.');
  return payload;
}

/**
 * findQuote plus what the quote was asked with that an order keeps but the Quote shape does not
 * carry: the partner key and the partner's redirect URL (for the order flow).
 */
export function findQuoteForOrder(ctx: AppContext, quoteId: string): { quote: Quote; partnerApiKey: string; redirectURL: string | null } {
  const payload = readUnexpiredQuote(ctx, quoteId);
  return { quote: quoteFromPayload(payload, quoteId), partnerApiKey: payload.req.partnerApiKey, redirectURL: payload.req.redirectURL ?? null };
}

/**
 * The wallet check of a reservation (spec 000 section 5, plus the network's address format):
 * returns the trimmed address and tag, or throws ENTER_VALID_ADDRESS.
 */
export function checkWalletAddressForQuote(
  quote: Pick<Quote, 'cryptoCurrency' | 'network'>,
  input: { walletAddress: string; addressTag?: string | undefined },
): { walletAddress: string; addressTag?: string } {
  const result = validateWalletAddress({ address: input.walletAddress, network: quote.network, cryptoSymbol: quote.cryptoCurrency });
  if (!result.ok) throw new AppError(result.code, `Please enter a valid ${result.params.crypto} wallet address`, { params: result.params });
  const tag = input.addressTag?.trim();
  if (tag !== undefined && !isValidAddressTag({ network: quote.network, tag })) {
    throw new AppError(ErrorCode.ENTER_VALID_ADDRESS, `Please enter a valid ${quote.cryptoCurrency} destination tag`, { params: { crypto: quote.cryptoCurrency, field: 'addressTag' } });
  }
  return { walletAddress: result.address, ...(tag ? { addressTag: tag } : {}) };
}

/** GET limits/SELL: the configured sell limits; combinations not listed use SELL_LIMIT_DEFAULTS. */
export async function getSellLimits(ctx: AppContext, { apiKey }: { apiKey: string }): Promise<SellLimits> {
  await activePartner(ctx, apiKey);
  return (await referenceData(ctx)).sellLimits;
}

/** GET stream/fee: Ferry's off-ramp stream fee for a payout method. */
export async function getStreamFee(ctx: AppContext, query: z.infer<typeof StreamFeeQuery>): Promise<StreamFee> {
  const [, data] = await Promise.all([activePartner(ctx, query.partnerApiKey), referenceData(ctx)]);
  const fiat = data.fiats.get(query.fiatCurrency);
  const option = fiat?.paymentOptions.find((candidate) => candidate.id === query.paymentMethod);
  if (!fiat?.isPayOutAllowed || !option?.isActive || !option.isPayOutAllowed) {
    throw new AppError(ErrorCode.QUOTE_UNAVAILABLE, `This payout method is not available for ${query.fiatCurrency}.`, { params: { reason: 'PAYOUT', fiat: query.fiatCurrency } });
  }
  return { ferryOffRampStreamFeePercentage: streamFeePercentFor(option.id) };
}

/** A fiat's payout option (isPayOutAllowed, active) and the fiat's places; null when it does not pay out. */
export async function payoutOptionOf(ctx: AppContext, { fiatCurrency, paymentMethod }: { fiatCurrency: string; paymentMethod: string }) {
  const fiat = (await referenceData(ctx)).fiats.get(fiatCurrency);
  const option = fiat?.paymentOptions.find((candidate) => candidate.id === paymentMethod);
  if (!fiat?.isPayOutAllowed || !option?.isActive || !option.isPayOutAllowed) return null;
  return { fiatRoundOff: fiat.roundOff, option };
}

/** A crypto on a network Ferry lists (by uniqueId SYMBOL_network), or null. */
export async function findListedCrypto(ctx: AppContext, { cryptoCurrency, network }: { cryptoCurrency: string; network: string }) {
  return (await referenceData(ctx)).cryptos.get(`${cryptoCurrency}_${network}`) ?? null;
}

/**
 * What a stream deposit sells for now: the market price, Ferry's stream fee (the partner's sell
 * fee does not apply to the stream), the sell limits of the crypto and the payout option's bounds.
 */
export async function streamSaleTermsOf(ctx: AppContext, input: { cryptoCurrency: string; fiatCurrency: string; paymentMethod: PaymentMethodId }) {
  const payout = await payoutOptionOf(ctx, input);
  if (!payout) return null;
  const price = await ctx.providers.prices.fiatPerCrypto({ cryptoSymbol: input.cryptoCurrency, fiatSymbol: input.fiatCurrency }, ctx.now());
  const sellLimit = sellLimitFor((await referenceData(ctx)).sellLimits, input);
  return {
    price,
    feePercentage: streamFeePercentFor(input.paymentMethod),
    fiatRoundOff: payout.fiatRoundOff,
    sellLimit,
    minAmountForPayOut: payout.option.minAmountForPayOut,
    maxAmountForPayOut: payout.option.maxAmountForPayOut,
  };
}
