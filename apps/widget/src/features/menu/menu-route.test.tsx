import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { demoPartner, renderAt } from '../../test/render.js';
import { MenuRoute } from './menu-route.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';

const ferryPartner = { ...demoPartner, apiKey: 'pk_sandbox_ferry', isFerryOwnPartner: true };

describe('menu products', () => {
  it('offers Buy Crypto and Sell Crypto when the partner avails both', () => {
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.getByRole('button', { name: /Buy Crypto/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sell Crypto/ })).toBeTruthy();
  });

  it('shows only the products the partner has availed', () => {
    renderAt(<MenuRoute />, '/menu', { partner: { ...demoPartner, productsAvailed: ['SELL'] } });
    expect(screen.queryByRole('button', { name: /Buy Crypto/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Sell Crypto/ })).toBeTruthy();
  });

  it('defaults to Buy when the partner avails neither', () => {
    renderAt(<MenuRoute />, '/menu', { partner: { ...demoPartner, productsAvailed: [] } });
    expect(screen.getByRole('button', { name: /Buy Crypto/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sell Crypto/ })).toBeNull();
  });

  it('reads Buy NFT when the flow is an NFT buy', () => {
    sessionStore.set('queryParams', { isNFT: 'true' });
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.getByRole('button', { name: /Buy NFT/ })).toBeTruthy();
  });

  it('choosing Sell Crypto opens the exchange on the sell flow', () => {
    const { router } = renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    fireEvent.click(screen.getByRole('button', { name: /Sell Crypto/ }));
    expect(sessionStore.get('buyOrSellFlow')).toBe('SELL');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('off-ramp stream entry', () => {
  it("appears with a 'New' badge only for the product's own partner key, leading to onboarding intro", () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_ferry' });
    renderAt(<MenuRoute />, '/menu', { partner: ferryPartner });
    const entry = screen.getByRole('link', { name: /Ferry Stream/ });
    expect(entry.textContent).toContain('New');
    expect(entry.getAttribute('href')).toBe('/user/off-ramp-stream-onboarding/intro');
  });

  it('is absent for any other partner', () => {
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.queryByRole('link', { name: /Ferry Stream/ })).toBeNull();
  });
});

describe('menu links', () => {
  it.each([
    ['Support', '/support'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Add Ferry to your business', '/about#partners'],
  ])('%s opens in a new tab', (name, href) => {
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    const link = screen.getByRole('link', { name: new RegExp(name) });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('logged out', () => {
  it('a Log in button leads to the e-mail login', () => {
    const { router } = renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login/email');
  });

  it('a signed-in user gets no Log in button', () => {
    sessionStore.set('authToken', 'token-1');
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('the menu in German', () => {
  it('names the products, the links and the login in German', () => {
    loadEveryCatalogue('de');
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Menü');
    expect(screen.getByRole('button', { name: /Krypto kaufen/ }).textContent).toContain('Mit Karte oder Bankkonto bezahlen');
    expect(screen.getByRole('button', { name: /Krypto verkaufen/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('the signed-in entries too', () => {
    loadEveryCatalogue('de');
    sessionStore.set('authToken', 'token-1');
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.getByRole('link', { name: /Meine Bestellungen/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Abmelden/ })).toBeTruthy();
  });
});

