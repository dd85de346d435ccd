import { DisplayStatus } from '@ferry/contracts';
import { paymentStatusContent, type StatusContentOrder } from '@ferry/rules';
import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { PAYMENT_STATUS_HEADINGS, PAYMENT_STATUS_LINES } from './payment-status-text.js';

const buy: StatusContentOrder = { isBuyOrSell: 'BUY', isNFTOrder: false, paymentOptionId: 'credit_debit_card', failedReason: null };
const worded = (status: DisplayStatus, order: StatusContentOrder = buy) => {
  const content = paymentStatusContent(status, order);
  return { heading: PAYMENT_STATUS_HEADINGS[content.heading](), lines: content.lines.map((line) => PAYMENT_STATUS_LINES[line]()) };
};

describe('payment status texts, worded (spec 001 section 4 "Order status content")', () => {
  it("on the way: 'Crypto/Money/NFT is on the way', the confirmation e-mail, INR bank within 6 hours", () => {
    expect(worded('PROCESSING')).toEqual({ heading: 'Crypto is on the way', lines: ['You will receive a confirmation e-mail once it is delivered.'] });
    expect(worded('PROCESSING', { ...buy, isBuyOrSell: 'SELL' }).heading).toBe('Money is on the way');
    expect(worded('PROCESSING', { ...buy, isNFTOrder: true }).heading).toBe('NFT is on the way');
    expect(worded('PROCESSING', { ...buy, paymentOptionId: 'inr_bank_transfer' }).lines).toContain('Your crypto will be sent to your wallet within 6 hours.');
  });

  it("the spec's headings and lines of the other statuses", () => {
    expect(worded('AWAITING_PAYMENT_FROM_USER').heading).toBe('Your Crypto is on the way');
    expect(worded('AUTH_FAILED')).toEqual({ heading: 'Card Authorization Failed', lines: ['Please check your card information and try again.'] });
    expect(worded('CANCELLED').heading).toBe('Order Cancelled!');
    expect(worded('COMPLETED').heading).toBe('All Done!');
    expect(worded('REFUNDED')).toEqual({ heading: 'Unable to process Order', lines: ['Any amount you paid will be refunded.'] });
    expect(worded('REFUNDED', { ...buy, isBuyOrSell: 'SELL' }).heading).toBe('Payout rejected by bank');
    expect(worded('FAILED').heading).toBe('Order Failed');
    expect(worded('EXPIRED')).toEqual({ heading: 'Order Expired', lines: ['Your order has been expired as you failed to pay within allowed time.'] });
  });

  it('a sell paid out to a card: up to 30 minutes by fast_funds, 48 hours standard (spec 001 section 9)', () => {
    const sellCard = { ...buy, isBuyOrSell: 'SELL' as const };
    expect(worded('COMPLETED', { ...sellCard, moneyTransferType: 'fast_funds' }).lines).toEqual([
      'Your payout has been sent.',
      'The payout reaches your card within 30 minutes.',
    ]);
    expect(worded('COMPLETED', { ...sellCard, moneyTransferType: 'standard' }).lines).toContain('The payout reaches your card within 48 hours.');
  });

  it('every status has a German heading and lines', () => {
    loadEveryCatalogue('de');
    expect(worded('COMPLETED').heading).toBe('Alles erledigt!');
    expect(worded('AUTH_FAILED').heading).toBe('Kartenautorisierung fehlgeschlagen');
    for (const status of DisplayStatus.options) {
      const { heading, lines } = worded(status);
      expect(heading, status).not.toMatch(/^orders\./);
      for (const line of lines) expect(line, status).not.toMatch(/^orders\./);
    }
  });
});
