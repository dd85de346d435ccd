import { describe, expect, it } from 'vitest';
import { ukBuyPopUps } from './uk-pop-ups.js';

describe('UK pop-ups in the buy flow (spec 001 section 2)', () => {
  it('a UK user with no orders sees the high-risk investment pop-up, then the scam-awareness one', () => {
    expect(ukBuyPopUps({ flow: 'BUY', addressCountryCode: 'GB', orders: [] })).toEqual(['high-risk-investment', 'scam-awareness']);
  });

  it('a UK user with no previous GBP or SEPA bank order sees the scam-awareness pop-up', () => {
    expect(ukBuyPopUps({ flow: 'BUY', addressCountryCode: 'GB', orders: [{ paymentOptionId: 'credit_debit_card' }] })).toEqual(['scam-awareness']);
    expect(ukBuyPopUps({ flow: 'BUY', addressCountryCode: 'gb', orders: [{ paymentOptionId: 'gbp_bank_transfer' }] })).toEqual([]);
    expect(ukBuyPopUps({ flow: 'BUY', addressCountryCode: 'GB', orders: [{ paymentOptionId: 'sepa_bank_transfer' }] })).toEqual([]);
  });

  it('no pop-up for users outside the UK or for a sell', () => {
    expect(ukBuyPopUps({ flow: 'BUY', addressCountryCode: 'DE', orders: [] })).toEqual([]);
    expect(ukBuyPopUps({ flow: 'BUY', addressCountryCode: null, orders: [] })).toEqual([]);
    expect(ukBuyPopUps({ flow: 'SELL', addressCountryCode: 'GB', orders: [] })).toEqual([]);
  });
});
