import { describe, expect, it } from 'vitest';
import { streamRedirectUrl } from './stream-redirect.js';

describe('query-parameter flow: back to the redirectURL with the address and payout details', () => {
  it('adds the details to the partner URL, keeping its own query and fragment', () => {
    const url = new URL(
      streamRedirectUrl('https://partner.example/done?session=7#top', {
        walletAddress: '0xabc',
        cryptoCurrency: 'ETH',
        network: 'ethereum',
        fiatCurrency: 'EUR',
        paymentMethod: 'sepa_bank_transfer',
        payoutType: 'BANK',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://partner.example/done');
    expect(url.hash).toBe('#top');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      session: '7',
      walletAddress: '0xabc',
      cryptoCurrency: 'ETH',
      network: 'ethereum',
      fiatCurrency: 'EUR',
      paymentMethod: 'sepa_bank_transfer',
      payoutType: 'BANK',
    });
  });
});
