import type { Quote } from '@ferry/contracts';

/** A quote the user continued with, as the exchange stores it. */
export const waitingQuote: Quote = {
  quoteId: 'q1.sig',
  isBuyOrSell: 'BUY',
  fiatCurrency: 'EUR',
  cryptoCurrency: 'ETH',
  network: 'ethereum',
  paymentMethod: 'credit_debit_card',
  fiatAmount: '100',
  cryptoAmount: '0.03',
  conversionPrice: '0.0003',
  feeDecimal: '0.02',
  totalFee: '2',
  totalFeesFiat: '2',
  totalAmount: '100',
  feeBreakdown: [],
  slippage: '1',
  notes: [],
  isFeeExcludedFromFiat: false,
  ferryFeeOffPercent: '0',
  campaignAmount: '0',
  actualFerryFees: '1',
  actualTotalFees: '2',
  issuedAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-01T00:05:00.000Z',
};
