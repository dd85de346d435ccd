import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { demoPartner, renderAt } from '../../test/render.js';
import { ExchangeRoute } from './exchange-route.js';

describe('exchange', () => {
  it('shows Buy and Sell tabs when both products are available', () => {
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Buy', 'Sell']);
  });

  it('shows no tabs for a partner with one product, and that product title', () => {
    renderAt(<ExchangeRoute />, '/', { partner: { ...demoPartner, productsAvailed: ['SELL'] } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sell Crypto From Your Wallet' })).toBeTruthy();
  });

  it('switching tab changes the title and remembers the flow', () => {
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.getByRole('heading', { name: 'Sell Crypto From Your Wallet' })).toBeTruthy();
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
  });

  it('the partner overrides the title with exchangeScreenTitle', () => {
    sessionStore.set('widgetParams', {
      productsAvailed: ['BUY', 'SELL'],
      byProduct: { BUY: { exchangeScreenTitle: 'Top up your wallet' }, SELL: { exchangeScreenTitle: 'Top up your wallet' } },
      rejected: [],
    });
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect(screen.getByRole('heading', { name: 'Top up your wallet' })).toBeTruthy();
  });

  it('an NFT buy is titled Buy NFT Instantly when the partner has NFT enabled', () => {
    sessionStore.set('widgetParams', { productsAvailed: ['BUY', 'SELL'], byProduct: { BUY: { isNFT: true } }, rejected: [] });
    renderAt(<ExchangeRoute />, '/', { partner: demoPartner });
    expect(screen.getByRole('heading', { name: 'Buy NFT Instantly' })).toBeTruthy();
  });
});
