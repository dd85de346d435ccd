import { type BuyOrSell, ErrorCode, type KycLevel, type LimitExceededParams, type Limits, type LimitsQuery, SPENT_ORDER_STATUSES } from '@ferry/contracts';
import { computeLimits, exceededLimitWindow, type LimitsScope, paymentCategoryOf, windowLimitsFor } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { kycRequirementsFor } from '../kyc/kyc.service.js';
import { listSpendingOrders } from './orders.repository.js';

const LONGEST_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;

type SpendingOrder = Awaited<ReturnType<typeof listSpendingOrders>>[number];

/** Since when orders count as spent (the longest window): a caller reading them itself (create-order) asks from here. */
export const spentSince = (now: Date) => new Date(now.getTime() - LONGEST_WINDOW_MS);

/** Units per US dollar of the asked fiat and of every fiat the orders were made in. */
async function ratesFor(ctx: AppContext, symbols: ReadonlySet<string>, at: Date): Promise<Record<string, string>> {
  const rates: Record<string, string> = {};
  for (const symbol of symbols) {
    const rate = await ctx.providers.prices.fiatPerUsd(symbol, at);
    if (!rate) throw new AppError(ErrorCode.VALIDATION_ERROR, `fiatCurrency: ${symbol} has no limits`, { params: { field: 'fiatCurrency', currency: symbol } });
    rates[symbol] = rate;
  }
  return rates;
}

/** The limits, spent and remaining of a user's level in one scope: what My limits shows and create-order enforces. */
async function limitsOf(
  ctx: AppContext,
  { userId, level, scope, spending }: { userId: string; level: KycLevel | null; scope: LimitsScope; spending?: SpendingOrder[] | undefined },
): Promise<Limits> {
  const limits = windowLimitsFor(level, scope);
  if (!limits) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, `There are no ${scope.isBuyOrSell} limits for ${scope.paymentCategory} in ${scope.fiatCurrency}.`, {
      params: { side: scope.isBuyOrSell, paymentCategory: scope.paymentCategory, currency: scope.fiatCurrency },
    });
  }
  const now = ctx.now();
  const orders = spending ?? (await listSpendingOrders(ctx.db, { userId, since: spentSince(now), statuses: SPENT_ORDER_STATUSES }));
  const fiatPerUsd = await ratesFor(ctx, new Set([scope.fiatCurrency, ...orders.map((order) => order.fiatCurrency)]), now);
  return computeLimits({ limits, orders, scope, now, fiatPerUsd });
}

/** The level whose limits apply: the highest approved one (SIMPLE's before any approval). */
async function approvedLevelOf(ctx: AppContext, userId: string): Promise<KycLevel | null> {
  return (await kycRequirementsFor(ctx, { userId })).level;
}

/** GET limits (spec 001 section 7): for the asked level, or the user's own. */
export async function getLimits(ctx: AppContext, { userId, query }: { userId: string; query: LimitsQuery }): Promise<Limits> {
  const level = query.kycType ?? (await approvedLevelOf(ctx, userId));
  const { isBuyOrSell, paymentCategory, fiatCurrency } = query;
  return limitsOf(ctx, { userId, level, scope: { isBuyOrSell, paymentCategory, fiatCurrency } });
}

/**
 * create-order's limit check: the order's fiat amount must fit what remains in every window of
 * the user's level, side and category (the numbers GET limits answers), else ORDER_LIMIT_EXCEEDED
 * naming the first window it passes. A method in no category has no limits.
 */
export async function assertWithinLimits(
  ctx: AppContext,
  input: {
    userId: string;
    level: KycLevel | null;
    isBuyOrSell: BuyOrSell;
    paymentMethod: string;
    fiatCurrency: string;
    fiatAmount: string;
    /** The user's orders since spentSince(now) in SPENT_ORDER_STATUSES, when the caller read them already. */
    spending?: SpendingOrder[] | undefined;
  },
): Promise<void> {
  const paymentCategory = paymentCategoryOf(input.paymentMethod);
  if (!paymentCategory) return;
  const scope = { isBuyOrSell: input.isBuyOrSell, paymentCategory, fiatCurrency: input.fiatCurrency };
  if (!windowLimitsFor(input.level, scope)) return;
  const limits = await limitsOf(ctx, { userId: input.userId, level: input.level, scope, spending: input.spending });
  const exceeded = exceededLimitWindow(limits, input.fiatAmount);
  if (!exceeded) return;
  const params: LimitExceededParams = { window: exceeded.window, remaining: exceeded.remaining, currency: input.fiatCurrency };
  throw new AppError(
    ErrorCode.ORDER_LIMIT_EXCEEDED,
    `This order is over your ${exceeded.window}-day limit: ${exceeded.remaining} ${input.fiatCurrency} remains.`,
    { params },
  );
}
