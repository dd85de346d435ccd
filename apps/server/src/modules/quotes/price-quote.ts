import { ErrorCode, type ErrorParams, type FiatCurrency } from '@ferry/contracts';
import { computeQuote, convertedFiatData, Dec, sellLimitFor } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { ferryFeeOffPercentFor, FERRY_FEE_PERCENT, networkFeeUsdFor, processingFeeFor, slippageFor } from './fee-schedule.js';
import { checkComputedAmounts, checkRequestedAmount, refuseAsTooSmall } from './quote-bounds.js';
import type { QuoteRequest } from './quote-request.js';
import type { QuoteFigures } from './quote-token.js';
import { memoize } from './memoize.js';
import { activePartner, knownActivePartner, loadedReferenceData, type ReferenceData, referenceData } from './reference-data.js';

/** Significant digits of conversionPrice: exact enough for BTC in rupees and for a cent-priced token. */
const CONVERSION_PRICE_DIGITS = 12;

/** QUOTE_UNAVAILABLE with its reason (FIAT, CRYPTO, PAYMENT_METHOD, SELL, NFT or PRICE) and the symbols it names. */
const unavailable = (message: string, params: ErrorParams) => new AppError(ErrorCode.QUOTE_UNAVAILABLE, message, { params });

// Prices change a few times a minute while quotes come thousands of times a second: the
// divisions and conversions that depend on the price alone are done once per price.
const conversionPriceOf = memoize((fiatPerCrypto: string) =>
  new Dec(1).dividedBy(fiatPerCrypto).toSignificantDigits(CONVERSION_PRICE_DIGITS).toFixed(),
);
const usdToFiat = memoize((key: string) => {
  const [usd, fiatPerUsd] = key.split('|') as [string, string];
  return new Dec(usd).times(fiatPerUsd).toFixed();
});
const usdIn = (usd: string, fiatPerUsd: string) => (usd === '0' ? '0' : usdToFiat(`${usd}|${fiatPerUsd}`));

/** Checks the partner, the currencies, the payment method and the bounds, then prices the request. */
export async function priceQuote(ctx: AppContext, req: QuoteRequest): Promise<QuoteFigures> {
  // Known snapshots are read without awaiting (the usual case: loaded once per few seconds).
  let partner = knownActivePartner(ctx, req.partnerApiKey);
  let data = loadedReferenceData(ctx);
  if (!partner || !data) [partner, data] = await Promise.all([activePartner(ctx, req.partnerApiKey), referenceData(ctx)]);
  if (!partner.productsAvailed.includes(req.side)) {
    throw new AppError(
      ErrorCode.PRODUCT_NOT_AVAILED,
      `${partner.company} does not offer ${req.side === 'BUY' ? 'buying' : 'selling'} crypto.`,
      { params: { company: partner.company, product: req.side } },
    );
  }
  if (req.nft && !partner.isNftEnabled)
    throw new AppError(ErrorCode.PRODUCT_NOT_AVAILED, `${partner.company} does not offer NFT purchases.`, { params: { company: partner.company, product: 'NFT' } });
  if (req.ferryOne && !partner.isFerryOneEnabled)
    throw new AppError(ErrorCode.PRODUCT_NOT_AVAILED, `${partner.company} does not offer Ferry One.`, { params: { company: partner.company, product: 'FERRY_ONE' } });

  const fiat = data.fiats.get(req.fiatCurrency);
  if (!fiat) throw unavailable(`${req.fiatCurrency} is not available.`, { reason: 'FIAT', fiat: req.fiatCurrency });
  const crypto = data.cryptos.get(`${req.cryptoCurrency}_${req.network}`);
  if (!crypto) throw unavailable(`${req.cryptoCurrency} is not available on ${req.network}.`, { reason: 'CRYPTO', crypto: req.cryptoCurrency, network: req.network });
  const option = fiat.paymentOptions.find((candidate) => candidate.id === req.paymentMethod && candidate.isActive);
  if (!option) throw unavailable(`This payment method is not available for ${fiat.symbol}.`, { reason: 'PAYMENT_METHOD', fiat: fiat.symbol });
  if (req.side === 'SELL' && !(fiat.isPayOutAllowed && option.isPayOutAllowed && crypto.isPayInAllowed)) {
    throw unavailable(`Selling ${crypto.symbol} for ${fiat.symbol} by this payment method is not available.`, { reason: 'SELL', crypto: crypto.symbol, fiat: fiat.symbol });
  }
  if (req.nft && !option.isNftAllowed) throw unavailable('This payment method cannot be used for NFT purchases.', { reason: 'NFT' });

  const bounds = {
    req,
    option,
    crypto,
    sellLimit: sellLimitFor(data.sellLimits, {
      cryptoCurrency: crypto.symbol,
      fiatCurrency: fiat.symbol,
      paymentMethod: option.id,
    }),
  };
  checkRequestedAmount(bounds);

  const at = ctx.now();
  const [fiatPerCrypto, fiatPerUsd] = await Promise.all([
    ctx.providers.prices.fiatPerCrypto({ cryptoSymbol: crypto.symbol, fiatSymbol: fiat.symbol }, at),
    ctx.providers.prices.fiatPerUsd(fiat.symbol, at),
  ]);
  if (!fiatPerCrypto || !fiatPerUsd)
    throw unavailable(`Prices for ${crypto.symbol} in ${fiat.symbol} are unavailable right now. Please try again shortly.`, { reason: 'PRICE', crypto: crypto.symbol, fiat: fiat.symbol });
  const conversionPrice = conversionPriceOf(fiatPerCrypto);
  const processing = processingFeeFor(req.side, option.id);
  const result = computeQuote({
    side: req.side,
    amount: req.amount,
    conversionPrice,
    fiatRoundOff: fiat.roundOff,
    cryptoRoundOff: crypto.roundOff,
    isFeeExcludedFromFiat: req.isFeeExcludedFromFiat,
    schedule: {
      ferryPercent: FERRY_FEE_PERCENT[req.side],
      partnerPercent: req.side === 'BUY' ? partner.buyFeePercentage : partner.sellFeePercentage,
      processingPercent: processing.percent,
      processingFixed: usdIn(processing.fixedUsd, fiatPerUsd),
      networkFee: usdIn(networkFeeUsdFor(req.side, crypto.network.name), fiatPerUsd),
      ferryFeeOffPercent: ferryFeeOffPercentFor({
        partnerApiKey: partner.apiKey,
        side: req.side,
        isSandbox: ctx.config.isSandbox,
      }),
    },
  });
  if (!result.ok) refuseAsTooSmall(bounds);
  checkComputedAmounts(bounds, result.numbers);
  // Not remembered per amount: pricing on scaled integers costs a few microseconds, less than
  // keeping thousands of one-off figures alive costs the garbage collector (issue 17's bench).
  // Where a new-amount quote's CPU goes beyond get/country's (issue 17, --cpu-prof and the
  // sampling heap profiler on the built server under new-amount load, 2026-11-28): signing
  // (HMAC-SHA256 and the packed payload's JSON and base64url), this pricing (the BigInt ratios
  // and their texts, the bounds compared as digits), checking the query and the answer with
  // their zod schemas, and the garbage: about 52 kB allocated per quote, get/country 22 kB.
  // Field by field, not spread from result.numbers: the spread was a third of priceQuote's own
  // time in process (priceQuote 15.5-18.5 -> 9.6-11.5 µs per quote on the loaded machine).
  const n = result.numbers;
  const figures: QuoteFigures = {
    fiatAmount: n.fiatAmount,
    cryptoAmount: n.cryptoAmount,
    conversionPrice,
    slippage: slippageFor(crypto.symbol),
    fees: n.fees,
    totalFee: n.totalFee,
    feeDecimal: n.feeDecimal,
    ferryFeeOffPercent: n.ferryFeeOffPercent,
    campaignAmount: n.campaignAmount,
    actualFerryFees: n.actualFerryFees,
    actualTotalFees: n.actualTotalFees,
  };
  const target = conversionTargetOf(data, req);
  // Only a quote with another country's fiat waits once more (returning a promise from an async
  // function costs a few more turns of the microtask queue than returning the figures).
  return target ? withConvertedFiat(ctx, target, req, figures, fiatPerUsd) : figures;
}

/** The fiat of the quote's country when it is another fiat Ferry prices, else null. */
function conversionTargetOf(data: ReferenceData, req: QuoteRequest): FiatCurrency | null {
  const targetCurrency = req.quoteCountryCode ? (data.countryCurrencies.get(req.quoteCountryCode) ?? null) : null;
  const target = targetCurrency ? data.fiats.get(targetCurrency) : undefined;
  return target && target.symbol !== req.fiatCurrency ? target : null;
}

/** The figures plus the amount in the currency of the quote's country, when that is another fiat Ferry prices. */
async function withConvertedFiat(
  ctx: AppContext,
  target: FiatCurrency,
  req: QuoteRequest,
  figures: QuoteFigures,
  fiatPerUsd: string,
): Promise<QuoteFigures> {
  const targetPerUsd = await ctx.providers.prices.fiatPerUsd(target.symbol, ctx.now());
  const converted = convertedFiatData({
    fiatAmount: figures.fiatAmount,
    fiatCurrency: req.fiatCurrency,
    targetCurrency: target.symbol,
    fiatPerUsd,
    targetPerUsd: targetPerUsd ?? null,
    targetRoundOff: target.roundOff,
  });
  return converted ? { ...figures, convertedFiat: converted } : figures;
}
