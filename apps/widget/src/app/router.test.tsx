import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../stores/session-store.js';
import { fail, fakeApi, healthyStartup } from '../test/fake-api.js';
import { renderRoutes } from '../test/render.js';
import { aUser } from '../test/user-fixture.js';
import { routes } from './router.js';
import { loadEveryCatalogue } from '../test/catalogues.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('widget start through the route table', () => {
  it('opens the exchange once the initial data is loaded', async () => {
    fakeApi(healthyStartup());
    renderRoutes(routes);
    expect(await screen.findByRole('heading', { name: 'Buy Crypto To Your Wallet' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.getByRole('heading', { name: 'Sell Crypto From Your Wallet' })).toBeTruthy();
  });

  it('loads every initial call: init-widget, partner, currencies, countries and the IP country', async () => {
    const fetchMock = fakeApi(healthyStartup());
    renderRoutes(routes);
    await screen.findByRole('heading', { name: 'Buy Crypto To Your Wallet' });
    const called = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(called.map((url) => url.pathname).sort()).toEqual(
      [
        '/api/v1/countries',
        '/api/v1/crypto-currencies',
        '/api/v1/fiat-currencies',
        '/api/v1/get/country',
        '/api/v1/init-widget',
        '/api/v1/partners/pk_sandbox_demo',
      ].sort(),
    );
    expect(called.find((url) => url.pathname.endsWith('init-widget'))?.searchParams.get('hostname')).toBe('localhost');
    expect(called.find((url) => url.pathname.endsWith('crypto-currencies'))?.searchParams.get('partnerApiKey')).toBe(
      'pk_sandbox_demo',
    );
  });

  it('a scam referrer goes to the scam warning', async () => {
    fakeApi({ ...healthyStartup(), 'init-widget': { status: 200, body: { response: { result: false } } } });
    const { router } = renderRoutes(routes);
    expect(await screen.findByText(/identified as a potential scam/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/possible-crypto-scam-warning');
  });

  it('an inactive partner blocks the widget with the spec text, worded from the code and its params, and no button', async () => {
    const message = 'Shady Exchange Ltd has been disabled because of suspicious activity.';
    fakeApi({ ...healthyStartup(), 'partners/pk_sandbox_demo': fail(403, 'PARTNER_INACTIVE', 'server words', { company: 'Shady Exchange Ltd' }) });
    renderRoutes(routes);
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain(message);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the start error popup speaks German: an inactive partner, an unknown key', async () => {
    loadEveryCatalogue('de');
    fakeApi({ ...healthyStartup(), 'partners/pk_sandbox_demo': fail(403, 'PARTNER_INACTIVE', 'server words', { company: 'Shady Exchange Ltd' }) });
    const { unmount } = renderRoutes(routes);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Shady Exchange Ltd wurde wegen verdächtiger Aktivitäten gesperrt.');
    unmount();
    sessionStore.set('queryParams', { apiKey: 'pk_nobody' });
    fakeApi({ ...healthyStartup(), 'partners/pk_nobody': fail(404, 'PARTNER_NOT_FOUND', 'Invalid API Key') });
    renderRoutes(routes);
    const popup = await screen.findByRole('alertdialog', { name: 'Ungültiger API-Schlüssel' });
    expect(popup.textContent).toContain('Dieses Widget wurde mit einem API-Schlüssel geöffnet, den Ferry nicht kennt.');
  });

  it('an unknown key shows the Invalid API Key alert', async () => {
    sessionStore.set('queryParams', { apiKey: 'pk_nobody' });
    fakeApi({ ...healthyStartup(), 'partners/pk_nobody': fail(404, 'PARTNER_NOT_FOUND', 'Invalid API Key') });
    renderRoutes(routes);
    expect(await screen.findByRole('alertdialog', { name: 'Invalid API Key' })).toBeTruthy();
  });

  it('other initial data failures show the init-data message', async () => {
    fakeApi({ ...healthyStartup(), countries: fail(500, 'INTERNAL', 'boom') });
    renderRoutes(routes);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Oops! We were unable to fetch the required data. Please refresh the page.',
    );
  });

  it('landing on the exchange resets the stored journey', async () => {
    sessionStore.set('quote', { id: 'q1' });
    sessionStore.set('authToken', 'token-1');
    fakeApi(healthyStartup());
    renderRoutes(routes);
    await screen.findByRole('heading', { name: 'Buy Crypto To Your Wallet' });
    expect(sessionStore.get('quote')).toBeUndefined();
    expect(sessionStore.get('authToken')).toBe('token-1');
    expect(sessionStore.get('productsAvailed')).toEqual(['BUY', 'SELL']);
  });
});

describe('routes', () => {
  it('an unknown route shows page not found', async () => {
    fakeApi(healthyStartup());
    renderRoutes(routes, { initialEntries: ['/no/such/screen'] });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it("the pre-order routing's FCA steps land on their screens, not page not found", async () => {
    sessionStore.set('authToken', 'token-1');
    const ok = (response: unknown) => ({ status: 200, body: { response } });
    fakeApi({ ...healthyStartup(), users: ok(aUser()), 'fca/cooling-off-period': ok({ coolingOffPeriodOn: true, timeLeft: 60_000 }) });
    const view = renderRoutes(routes, { initialEntries: ['/user/fca/categorization/start'] });
    expect(await screen.findByRole('heading', { name: "Looks like you're from the UK!" })).toBeTruthy();
    view.unmount();
    renderRoutes(routes, { initialEntries: ['/user/fca-cooling-off-period'] });
    expect(await screen.findByRole('heading', { name: 'Your cooling-off period has started' })).toBeTruthy();
  });

  it('the /user group sends a signed-out visitor to the e-mail login', async () => {
    fakeApi(healthyStartup());
    const { router } = renderRoutes(routes, { initialEntries: ['/user/orders'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email'));
  });

  it('the menu opens from the hamburger and its close cross returns', async () => {
    fakeApi(healthyStartup());
    const { router } = renderRoutes(routes);
    fireEvent.click(await screen.findByRole('link', { name: 'Menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(sessionStore.get('navigationHistory')).toEqual(['/', '/menu']);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The exchange's reset and the history tracker both run after the navigation commits.
    await waitFor(() => expect(sessionStore.get('navigationHistory')).toEqual(['/']));
  });
});
