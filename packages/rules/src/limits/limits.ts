import {
  type BuyOrSell,
  type KycLevel,
  LIMIT_WINDOWS,
  type LimitWindow,
  type Limits,
  LIMITS_TABLE,
  PAYMENT_METHOD_CATEGORY,
  type PaymentCategory,
  SPENT_ORDER_STATUSES,
} from '@ferry/contracts';
import { Dec } from '../pricing/decimal.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Converted amounts keep cents: limits are compared in the asked fiat to two places. */
const FIAT_PLACES = 2;

export type LimitsScope = { isBuyOrSell: BuyOrSell; paymentCategory: PaymentCategory; fiatCurrency: string };

/** An order as the limits see it. */
export type SpendingOrder = {
  isBuyOrSell: string;
  paymentMethod: string;
  status: string;
  fiatAmount: string;
  fiatCurrency: string;
  createdAt: Date;
};

/** The limits of a level for a side, category and fiat; null when that fiat or category has none. */
export function windowLimitsFor(level: KycLevel | null, scope: LimitsScope): Record<LimitWindow, string> | null {
  return LIMITS_TABLE[level ?? 'SIMPLE'][scope.isBuyOrSell][scope.paymentCategory]?.[scope.fiatCurrency] ?? null;
}

/** The category a payment method's orders count in (My limits' pickers). */
export function paymentCategoryOf(paymentMethod: string): PaymentCategory | null {
  return (PAYMENT_METHOD_CATEGORY as Record<string, PaymentCategory | undefined>)[paymentMethod] ?? null;
}

const isSpent = (status: string) => (SPENT_ORDER_STATUSES as readonly string[]).includes(status);

/** Whether an order made at createdAt falls in a window of `days` ending now: less than days × 24 h ago. */
export function isInWindow(createdAt: Date, days: number, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return age >= 0 && age < days * DAY_MS;
}

/** An amount in another fiat, through the units-per-US-dollar rates of both. */
export function convertFiat(amount: string, from: string, to: string, fiatPerUsd: Readonly<Record<string, string>>): Dec {
  if (from === to) return new Dec(amount);
  const fromRate = fiatPerUsd[from];
  const toRate = fiatPerUsd[to];
  if (!fromRate || !toRate) throw new Error(`No rate to convert ${from} to ${to}`);
  return new Dec(amount).dividedBy(fromRate).times(toRate).toDecimalPlaces(FIAT_PLACES, Dec.ROUND_HALF_UP);
}

/**
 * My limits (spec 001 sections 2 and 9): per window of 1, 30 and 365 days, the limit, what the
 * user's orders of this side and category spent in it (orders in another fiat converted) and
 * what remains, never below 0. Only the statuses in SPENT_ORDER_STATUSES count.
 */
export function computeLimits({
  limits,
  orders,
  scope,
  now,
  fiatPerUsd,
}: {
  limits: Record<LimitWindow, string>;
  orders: readonly SpendingOrder[];
  scope: LimitsScope;
  now: Date;
  fiatPerUsd: Readonly<Record<string, string>>;
}): Limits {
  const counted = orders.filter(
    (order) => order.isBuyOrSell === scope.isBuyOrSell && paymentCategoryOf(order.paymentMethod) === scope.paymentCategory && isSpent(order.status),
  );
  const converted = counted.map((order) => ({ at: order.createdAt, amount: convertFiat(order.fiatAmount, order.fiatCurrency, scope.fiatCurrency, fiatPerUsd) }));
  const entry = (window: LimitWindow) => {
    const spent = converted.filter((order) => isInWindow(order.at, Number(window), now)).reduce((sum, order) => sum.plus(order.amount), new Dec(0));
    const limit = new Dec(limits[window]);
    return { limits: limit.toFixed(), spent: spent.toFixed(), remaining: Dec.max(limit.minus(spent), 0).toFixed() };
  };
  return { '1': entry('1'), '30': entry('30'), '365': entry('365') };
}

/** The first window (shortest first) an order of this amount would pass, with what remains in it; null when it fits all. */
export function exceededLimitWindow(limits: Limits, fiatAmount: string): { window: LimitWindow; remaining: string } | null {
  const amount = new Dec(fiatAmount);
  for (const window of LIMIT_WINDOWS) {
    if (amount.greaterThan(limits[window].remaining)) return { window, remaining: limits[window].remaining };
  }
  return null;
}

/** The progress bar of a window: spent against the limit in percent, clamped between 1 and 100. */
export function limitProgressPercent({ spent, limits }: { spent: string; limits: string }): number {
  const limit = new Dec(limits);
  const percent = limit.lessThanOrEqualTo(0) ? new Dec(100) : new Dec(spent).dividedBy(limit).times(100);
  return Dec.min(Dec.max(percent, 1), 100).toNumber();
}

/** Values on My limits are truncated to whole numbers (spec 001 section 9). */
export function truncateLimitValue(value: string): string {
  return new Dec(value).truncated().toFixed(0);
}
