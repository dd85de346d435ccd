import { describe, expect, it } from 'vitest';
import { exchangeTitle } from './exchange-title.js';

describe('exchange title', () => {
  it("buy defaults to 'Buy Crypto To Your Wallet'", () => {
    expect(exchangeTitle({ flow: 'BUY', isNft: false })).toBe('Buy Crypto To Your Wallet');
  });

  it("an NFT buy reads 'Buy NFT Instantly'", () => {
    expect(exchangeTitle({ flow: 'BUY', isNft: true })).toBe('Buy NFT Instantly');
  });

  it("sell defaults to 'Sell Crypto From Your Wallet'", () => {
    expect(exchangeTitle({ flow: 'SELL', isNft: false })).toBe('Sell Crypto From Your Wallet');
  });

  it('the partner overrides it with exchangeScreenTitle', () => {
    expect(exchangeTitle({ flow: 'SELL', isNft: false, override: 'Cash out' })).toBe('Cash out');
    expect(exchangeTitle({ flow: 'BUY', isNft: true, override: 'Get yours' })).toBe('Get yours');
  });
});
