import { describe, expect, it } from 'vitest';
import { computeLimits, exceededLimitWindow, isInWindow, limitProgressPercent, type SpendingOrder, truncateLimitValue, windowLimitsFor } from './limits.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const RATES = { USD: '1', EUR: '0.92', GBP: '0.79', INR: '84' };
const scope = { isBuyOrSell: 'BUY' as const, paymentCategory: 'card' as const, fiatCurrency: 'EUR' };
const limits = { '1': '300', '30': '1500', '365': '5000' };
const order = (overrides: Partial<SpendingOrder>): SpendingOrder => ({
  isBuyOrSell: 'BUY',
  paymentMethod: 'credit_debit_card',
  status: 'COMPLETED',
  fiatAmount: '100',
  fiatCurrency: 'EUR',
  createdAt: ago(SECOND),
  ...overrides,
});
const compute = (orders: SpendingOrder[]) => computeLimits({ limits, orders, scope, now: NOW, fiatPerUsd: RATES });

describe('limit windows 1, 30 and 365 days (spec 001 section 9), on an injected clock', () => {
  it("an order 23:59:59 ago counts in '1'; one 24:00:01 ago does not (but in '30' and '365')", () => {
    const result = compute([order({ createdAt: ago(DAY - SECOND), fiatAmount: '10' }), order({ createdAt: ago(DAY + SECOND), fiatAmount: '20' })]);
    expect(result['1']).toEqual({ limits: '300', spent: '10', remaining: '290' });
    expect(result['30'].spent).toBe('30');
    expect(result['365'].spent).toBe('30');
  });
  it('an order exactly 24 h ago has left the day window; 30 and 365 days edges alike', () => {
    expect(isInWindow(ago(DAY), 1, NOW)).toBe(false);
    expect(isInWindow(ago(30 * DAY - SECOND), 30, NOW)).toBe(true);
    expect(isInWindow(ago(30 * DAY + SECOND), 30, NOW)).toBe(false);
    expect(isInWindow(ago(365 * DAY - SECOND), 365, NOW)).toBe(true);
    expect(isInWindow(ago(365 * DAY + SECOND), 365, NOW)).toBe(false);
  });
  it('an order dated after now (clock skew) counts nowhere', () => {
    expect(isInWindow(new Date(NOW.getTime() + SECOND), 1, NOW)).toBe(false);
  });
});

describe('spent counts only the orders of the side, the category and the spent statuses', () => {
  it('counts card, Apple Pay and Google Pay buys together as card', () => {
    const result = compute([order({}), order({ paymentMethod: 'apple_pay', fiatAmount: '50.5' }), order({ paymentMethod: 'google_pay', fiatAmount: '1.25' })]);
    expect(result['1']).toEqual({ limits: '300', spent: '151.75', remaining: '148.25' });
  });
  it.each(['CANCELLED', 'EXPIRED', 'FAILED', 'REFUNDED'])('a %s order is not spent', (status) => {
    expect(compute([order({ status })])['1'].spent).toBe('0');
  });
  it.each(['AWAITING_PAYMENT_FROM_USER', 'PAYMENT_DONE_MARKED_BY_USER', 'PROCESSING', 'PENDING_DELIVERY_FROM_FERRY', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'COMPLETED'])(
    'a %s order is spent',
    (status) => {
      expect(compute([order({ status })])['1'].spent).toBe('100');
    },
  );
  it('sells and bank transfers do not count in buy card', () => {
    expect(compute([order({ isBuyOrSell: 'SELL' }), order({ paymentMethod: 'sepa_bank_transfer' }), order({ paymentMethod: 'inr_upi' })])['1'].spent).toBe('0');
  });
  it('orders in another fiat are converted through the US dollar rates, to the cent', () => {
    // 79 GBP = 100 USD = 92 EUR; 10 USD = 9.2 EUR.
    expect(compute([order({ fiatCurrency: 'GBP', fiatAmount: '79' }), order({ fiatCurrency: 'USD', fiatAmount: '10' })])['1'].spent).toBe('101.2');
  });
  it('remaining is never below 0', () => {
    expect(compute([order({ fiatAmount: '250' }), order({ fiatAmount: '250' })])['1']).toEqual({ limits: '300', spent: '500', remaining: '0' });
  });
});

describe('an order over a window is refused naming the first window it passes', () => {
  it('the day window first, with what remains', () => {
    const result = compute([order({}), order({})]);
    expect(exceededLimitWindow(result, '100')).toBeNull();
    expect(exceededLimitWindow(result, '100.01')).toEqual({ window: '1', remaining: '100' });
  });
  it('a longer window when the day still has room', () => {
    const result = compute([order({ createdAt: ago(2 * DAY), fiatAmount: '1450' })]);
    expect(exceededLimitWindow(result, '60')).toEqual({ window: '30', remaining: '50' });
  });
});

describe('limits per KYC level and category are data', () => {
  it('SIMPLE before any approval; higher levels have higher limits; cash has none for sells', () => {
    expect(windowLimitsFor(null, scope)).toEqual({ '1': '300', '30': '1500', '365': '5000' });
    expect(windowLimitsFor('STANDARD', scope)?.['1']).toBe('5000');
    expect(windowLimitsFor('ENHANCED', scope)?.['1']).toBe('20000');
    expect(windowLimitsFor('SIMPLE', { ...scope, isBuyOrSell: 'SELL', paymentCategory: 'cash' })).toBeNull();
    expect(windowLimitsFor('SIMPLE', { ...scope, fiatCurrency: 'JPY' })).toBeNull();
  });
});

describe('display: values truncated, the bar clamped between 1 and 100 percent', () => {
  it('truncates to whole numbers', () => {
    expect(truncateLimitValue('148.99')).toBe('148');
    expect(truncateLimitValue('0.5')).toBe('0');
  });
  it('clamps the bar', () => {
    expect(limitProgressPercent({ spent: '0', limits: '300' })).toBe(1);
    expect(limitProgressPercent({ spent: '150', limits: '300' })).toBe(50);
    expect(limitProgressPercent({ spent: '900', limits: '300' })).toBe(100);
    expect(limitProgressPercent({ spent: '0', limits: '0' })).toBe(100);
  });
});
