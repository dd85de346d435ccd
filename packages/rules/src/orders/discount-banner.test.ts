import { DisplayStatus } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_BANNER_STATUSES, paymentStatusDiscountBanner } from './discount-banner.js';

const campaignOrder = { tfPerOff: '50', campaignAmount: '-0.50', fiatCurrency: 'EUR' };
const plainOrder = { tfPerOff: '0', campaignAmount: '0', fiatCurrency: 'EUR' };

describe('the discount banner of payment status (spec 001 sections 2 and 9)', () => {
  it.each(['PROCESSING', 'AUTHORIZED', 'PENDING_DELIVERY_FROM_FERRY', 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', 'PAYMENT_DONE_MARKED_BY_USER', 'COMPLETED'] as const)(
    '%s with a campaign discount says what the order saved',
    (status) => {
      expect(paymentStatusDiscountBanner(status, campaignOrder)).toEqual({ kind: 'savingAndPercent', saving: '0.50', fiatCurrency: 'EUR', percent: '50' });
    },
  );

  it('shows in no other state: not while awaiting payment, nor on a failure', () => {
    const others = DisplayStatus.options.filter((status) => !DISCOUNT_BANNER_STATUSES.has(status));
    expect(others.sort()).toEqual(['AUTH_FAILED', 'AWAITING_PAYMENT_FROM_USER', 'CANCELLED', 'EXPIRED', 'FAILED', 'REFUNDED']);
    for (const status of others) expect(paymentStatusDiscountBanner(status, campaignOrder)).toBeNull();
  });

  it('an order without a discount shows none', () => {
    expect(paymentStatusDiscountBanner('COMPLETED', plainOrder)).toBeNull();
  });

  it('follows the discount rule: fee-off percent 1 or more, or campaign amount -1 or less', () => {
    expect(paymentStatusDiscountBanner('COMPLETED', { ...plainOrder, tfPerOff: '0.99', campaignAmount: '-0.99' })).toBeNull();
    expect(paymentStatusDiscountBanner('COMPLETED', { ...plainOrder, tfPerOff: '1', campaignAmount: '-0.10' })).toEqual({
      kind: 'savingAndPercent',
      saving: '0.10',
      fiatCurrency: 'EUR',
      percent: '1',
    });
    expect(paymentStatusDiscountBanner('COMPLETED', { ...plainOrder, campaignAmount: '-1.00', fiatCurrency: 'GBP' })).toEqual({
      kind: 'saving',
      saving: '1.00',
      fiatCurrency: 'GBP',
    });
  });

  it('a fee-off percent that saved nothing at this amount names the percent only', () => {
    expect(paymentStatusDiscountBanner('PROCESSING', { ...plainOrder, tfPerOff: '50' })).toEqual({ kind: 'percent', percent: '50' });
  });
});
