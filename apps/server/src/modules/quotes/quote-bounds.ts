import type { CryptoCurrency, PaymentOption, SellLimit } from '@ferry/contracts';
import { type AmountBoundsViolation, checkAmountBounds, type QuoteNumbers } from '@ferry/rules';
import { AppError } from '../../http/app-error.js';
import type { QuoteRequest } from './quote-request.js';

type BoundsContext = {
  req: QuoteRequest;
  option: PaymentOption;
  crypto: CryptoCurrency;
  sellLimit: SellLimit;
};

/** The API's English for a refused amount (spec 001 section 5's calculator wording, with the currency). */
function amountMessage(violation: AmountBoundsViolation): string {
  if (violation.code === 'ORDER_LIMIT') return `Please place an order of less than ${violation.params.max} ${violation.params.currency}`;
  const { min, currency, side } = violation.params;
  return `Minimum ${side === 'SELL' ? 'sell' : 'buy'} amount should be more than or equal to ${min} ${currency}`;
}

const amountError = (violation: AmountBoundsViolation) => new AppError(violation.code, amountMessage(violation), { params: violation.params });

function refuse(violation: AmountBoundsViolation | null): void {
  if (violation) throw amountError(violation);
}

/** NFT and Ferry One prices are set by the asset: only the maximums apply to them. */
function isPriceSetByAsset(req: QuoteRequest): boolean {
  return req.nft !== undefined || req.ferryOne !== undefined;
}

function fiatBounds({ req, option }: BoundsContext): { min?: string | undefined; max?: string | undefined } {
  return req.side === 'BUY'
    ? { min: option.minAmount, max: option.maxAmount }
    : { min: option.minAmountForPayOut, max: option.maxAmountForPayOut };
}

function cryptoBounds({ req, crypto, sellLimit }: BoundsContext): { min: string; max: string } {
  return req.side === 'BUY'
    ? { min: crypto.minAmount, max: crypto.maxAmount }
    : { min: sellLimit.minCryptoAmount, max: sellLimit.maxCryptoAmount };
}

function check(context: BoundsContext, kind: 'fiat' | 'crypto', amount: string): void {
  const bounds = kind === 'fiat' ? fiatBounds(context) : cryptoBounds(context);
  const { req } = context;
  refuse(
    checkAmountBounds({
      amount,
      min: isPriceSetByAsset(req) ? undefined : bounds.min,
      max: bounds.max,
      currency: kind === 'fiat' ? req.fiatCurrency : req.cryptoCurrency,
      side: req.side,
    }),
  );
}

/** Spec 000 section 5 "Amounts", enforced on the amount asked for, before pricing. */
export function checkRequestedAmount(context: BoundsContext): void {
  check(context, context.req.amount.kind, context.req.amount.value);
}

/** The same bounds on the side of the quote that was computed (a fiat buy's crypto, a crypto buy's fiat). */
export function checkComputedAmounts(context: BoundsContext, numbers: QuoteNumbers): void {
  if (context.req.amount.kind === 'fiat') check(context, 'crypto', numbers.cryptoAmount);
  else check(context, 'fiat', numbers.fiatAmount);
  // Fees charged on top can take a buy past the payment method's maximum.
  if (context.req.isFeeExcludedFromFiat) check(context, 'fiat', numbers.fiatAmount);
}

/** The amount cannot even cover the fees: refused as below the minimum of what was asked for. */
export function refuseAsTooSmall(context: BoundsContext): never {
  const kind = context.req.amount.kind;
  const bounds = kind === 'fiat' ? fiatBounds(context) : cryptoBounds(context);
  const currency = kind === 'fiat' ? context.req.fiatCurrency : context.req.cryptoCurrency;
  const min = bounds.min ?? context.req.amount.value;
  const violation = checkAmountBounds({ amount: '-1', min, currency, side: context.req.side });
  throw amountError(violation!);
}
