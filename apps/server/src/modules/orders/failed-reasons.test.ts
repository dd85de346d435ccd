import { describe, expect, it } from 'vitest';
import { FAILED_REASON_CODES, failedReasonIn, storedFailedReason } from './failed-reasons.js';

describe('why an order failed, in the reader\'s language', () => {
  it('is stored in English with its code, and read back in English as before', () => {
    const stored = storedFailedReason('PAYMENT_DECLINED');
    expect(stored).toEqual({
      code: 'PAYMENT_DECLINED',
      header: 'Payment declined',
      message: "Your bank declined this payment. You haven't been charged for this order. Please try another card.",
      cta_text: 'Try again',
    });
    expect(failedReasonIn(stored, 'en')).toEqual({ header: stored.header, message: stored.message, cta_text: stored.cta_text });
    expect(failedReasonIn(storedFailedReason('CARD_UNAVAILABLE'), 'en')).toEqual({ header: 'Payment failed', message: 'The saved card of this order is no longer available.' });
  });

  it('reads every code in German', () => {
    for (const code of FAILED_REASON_CODES) {
      const german = failedReasonIn(storedFailedReason(code), 'de');
      const english = failedReasonIn(storedFailedReason(code), 'en');
      expect(german.header).not.toBe(english.header);
      expect(german.message).not.toBe(english.message);
      expect(JSON.stringify(german)).not.toContain('order.failedReason');
    }
    expect(failedReasonIn(storedFailedReason('CARD_UNAVAILABLE'), 'de').header).toBe('Zahlung fehlgeschlagen');
  });

  it('shows a reason stored without a code as it was stored', () => {
    const older = { header: 'Payment declined', message: 'Try another card.' };
    expect(failedReasonIn(older, 'de')).toEqual(older);
  });
});
