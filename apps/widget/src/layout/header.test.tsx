import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseProduct } from '../stores/buy-or-sell-flow.js';
import { consumeBackMark } from '../stores/navigation-history.js';
import { sessionStore } from '../stores/session-store.js';
import { renderAt } from '../test/render.js';
import { Header } from './header.js';
import { loadEveryCatalogue } from '../test/catalogues.js';

describe('header title', () => {
  it('shows the given title', () => {
    renderAt(<Header title="Enter Your Email" />, '/login/email');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enter Your Email');
  });

  it('defaults to a name derived from the path', () => {
    renderAt(<Header />, '/user/orderForms/billingAddress');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Billing Address');
  });
});

describe('header back button', () => {
  it('is absent unless asked for', () => {
    renderAt(<Header title="x" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("names its controls in German: 'Zurück' and 'Menü'", () => {
    loadEveryCatalogue('de');
    renderAt(<Header title="x" back={{ to: '/' }} />, '/login/email');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Menü' })).toBeTruthy();
  });

  it('follows a back link and marks the navigation as back', () => {
    const { router } = renderAt(<Header back={{ to: '/wallet-confirm' }} />, '/login/email');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/wallet-confirm');
    expect(router.state.location.state).toEqual({ isBack: true });
  });

  it('runs a supplied action and marks its navigation as back', () => {
    const onClick = vi.fn();
    renderAt(<Header back={{ onClick }} />, '/login/otp');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(consumeBackMark()).toBe(true);
  });

  it('goes to the previous screen of the history, with the exchange as root', () => {
    sessionStore.set('navigationHistory', ['/', '/wallet-confirm', '/login/email']);
    const { router } = renderAt(<Header back="history" />, '/login/email');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/wallet-confirm');
  });
});

describe('header menu', () => {
  it('shows the hamburger, which opens the menu remembering where it came from', () => {
    const { router } = renderAt(<Header title="x" />, '/wallet-confirm', { initialEntries: ['/wallet-confirm?step=2'] });
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.location.state).toEqual({ from: { pathname: '/wallet-confirm', search: '?step=2' } });
  });

  it('hides the hamburger when the partner sets hideMenu', () => {
    sessionStore.set('widgetParams', { productsAvailed: ['BUY'], byProduct: { BUY: { hideMenu: true } }, rejected: [] });
    renderAt(<Header title="x" />);
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
  });

  describe('hideMenu per flow: the parameters of the current product decide (spec 001 section 2)', () => {
    const perFlow = () =>
      sessionStore.set('widgetParams', {
        productsAvailed: ['BUY', 'SELL', 'OFF_RAMP_STREAM'],
        byProduct: { BUY: { hideMenu: true }, SELL: { hideMenu: false }, OFF_RAMP_STREAM: { hideMenu: true } },
        rejected: [],
      });
    const hasMenu = () => screen.queryByRole('link', { name: 'Menu' }) !== null;

    it('the exchange flow chosen (Buy hides it, Sell shows it)', () => {
      perFlow();
      chooseProduct('BUY');
      const { unmount } = renderAt(<Header title="x" />);
      expect(hasMenu()).toBe(false);
      unmount();
      chooseProduct('SELL');
      renderAt(<Header title="x" />);
      expect(hasMenu()).toBe(true);
    });

    it('the off-ramp stream once it is the current product, even with Sell as the exchange flow', () => {
      perFlow();
      chooseProduct('SELL');
      sessionStore.set('currentProductId', 'OFF_RAMP_STREAM');
      renderAt(<Header title="x" />);
      expect(hasMenu()).toBe(false);
    });

    it('with no choice stored, the first offered flow', () => {
      perFlow();
      renderAt(<Header title="x" />);
      expect(hasMenu()).toBe(false);
    });

    it('the raw query does not decide: a flow whose normalised parameters keep the menu shows it', () => {
      perFlow();
      sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo', hideMenu: 'true' });
      chooseProduct('SELL');
      renderAt(<Header title="x" />);
      expect(hasMenu()).toBe(true);
    });
  });

  it('hides the hamburger when the header is told to', () => {
    renderAt(<Header title="x" hideMenu />);
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
  });

  it('on the menu a close cross replaces the hamburger and returns to the path and query it came from', () => {
    const { router } = renderAt(<Header title="Menu" />, '/menu', {
      initialEntries: [{ pathname: '/menu', state: { from: { pathname: '/wallet-confirm', search: '?step=2' } } }],
    });
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/wallet-confirm?step=2');
    expect(router.state.location.state).toEqual({ isBack: true });
  });

  it('the close cross goes to the exchange when the menu was opened directly', () => {
    const { router } = renderAt(<Header title="Menu" />, '/menu');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('header step progress bar', () => {
  it("reads 'Step n/m' by default", () => {
    renderAt(<Header title="x" progress={{ step: 2, total: 4 }} />);
    expect(screen.getByText('Step 2/4')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
  });

  it('takes a label', () => {
    renderAt(<Header title="x" progress={{ label: 'KYC Step', step: 1, total: 3 }} />);
    expect(screen.getByText('KYC Step 1/3')).toBeTruthy();
  });

  it('shows success at 100 percent only', () => {
    const { unmount } = renderAt(<Header title="x" progress={{ step: 3, total: 4 }} />);
    expect(document.querySelector('[data-complete="true"]')).toBeNull();
    unmount();
    renderAt(<Header title="x" progress={{ step: 4, total: 4 }} />);
    expect(document.querySelector('[data-complete="true"]')).not.toBeNull();
  });
});
