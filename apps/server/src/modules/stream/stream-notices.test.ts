import { describe, expect, it } from 'vitest';
import { REFUND_REASONS, refundAddressNotice } from './stream-notices.js';
import type { StreamDepositRow } from './stream.repository.js';

const row = (refundReason: string | null) =>
  ({ cryptoAmount: '1234.005', cryptoCurrency: 'ETH', network: 'ethereum', refundReason }) as StreamDepositRow;
const notice = (language: 'en' | 'de', refundReason: string | null = 'BELOW_MINIMUM') =>
  refundAddressNotice({ to: 'ada@example.com', row: row(refundReason), publicUrl: 'https://ferry.example', language });

describe('the refund wallet notice (stream)', () => {
  it('in English, word for word', () => {
    const mail = notice('en');
    expect(mail.subject).toBe('Add a refund wallet address to get your ETH back');
    expect(mail.text).toBe(
      'We received 1,234.005 ETH (ethereum) at your Ferry stream wallet, but could not pay it out because it is below the minimum transaction amount.\n' +
        'To get it back, add a refund wallet address for ETH on ethereum in My Stream Wallets (https://ferry.example). The refund is sent as soon as the address is saved.',
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it('in German, the amount in German style, html lang="de"', () => {
    const mail = notice('de', 'PAYOUT_REJECTED');
    expect(mail.subject).toBe('Hinterlegen Sie eine Wallet-Adresse für die Rückerstattung Ihrer ETH');
    expect(mail.text).toContain('Wir haben 1.234,005 ETH (ethereum) auf Ihrer Ferry-Stream-Wallet erhalten');
    expect(mail.text).toContain('weil die Bank die Auszahlung abgelehnt hat.');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Die Rückerstattung wird gesendet, sobald die Adresse gespeichert ist.');
  });

  it('words every refund reason in both languages, and an unknown one too', () => {
    for (const language of ['en', 'de'] as const) {
      const texts = [...REFUND_REASONS, 'SOMETHING_NEW', null].map((reason) => notice(language, reason).text);
      expect(new Set(texts).size, language).toBe(REFUND_REASONS.length + 1);
      for (const text of texts) expect(text).not.toContain('email.refundAddress');
    }
  });
});
