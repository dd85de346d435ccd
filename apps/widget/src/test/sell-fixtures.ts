import type { Card, Quote } from '@ferry/contracts';

/** A SELL quote as the exchange stores it; tests override what they check. */
export function aSellQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    quoteId: 'q.sig',
    isBuyOrSell: 'SELL',
    fiatCurrency: 'EUR',
    cryptoCurrency: 'ETH',
    network: 'ethereum',
    paymentMethod: 'sepa_bank_transfer',
    fiatAmount: '112.40',
    cryptoAmount: '0.04',
    conversionPrice: '0.000333',
    feeDecimal: '0.0631',
    totalFee: '7.60',
    totalFeesFiat: '7.60',
    totalAmount: '112.40',
    slippage: '0.5',
    notes: [],
    isFeeExcludedFromFiat: false,
    ferryFeeOffPercent: '0',
    campaignAmount: '0.00',
    actualFerryFees: '1.20',
    actualTotalFees: '7.60',
    issuedAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2030-01-01T00:01:00.000Z',
    feeBreakdown: [],
    ...overrides,
  };
}

/** A saved card as GET cards answers it. */
export function aCard(overrides: Partial<Card> = {}): Card {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    last4Digits: '4242',
    last4: '4242',
    network: 'VISA',
    details: { scheme: 'visa', card_type: 'DEBIT' },
    expiryMonth: 12,
    expiryYear: 2099,
    isNewCard: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
