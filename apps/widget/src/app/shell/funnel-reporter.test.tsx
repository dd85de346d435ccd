import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { renderAt } from '../../test/render.js';
import { FunnelReporter, screenName } from './funnel-reporter.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';

const HOST = 'https://partner.example';
const PERSONAL: [string, string, string, string, string] = ['ada@example.com', 'Ada Lovelace', '12 Analytical Row', 'SW1A 1AA', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'];
let host: { postMessage: ReturnType<typeof vi.fn> };

function Screen() {
  return (
    <>
      <header>
        <button type="button" aria-label="Back" />
        <a href="/menu" aria-label="Menu" onClick={(event) => event.preventDefault()} />
        <button type="button" aria-label="Close menu" />
      </header>
      <input name="email" defaultValue={PERSONAL[0]} />
      <input aria-label="Full name" defaultValue={PERSONAL[1]} />
      <input id="addressLine1" defaultValue={PERSONAL[2]} />
      <input aria-label={PERSONAL[3]} defaultValue={PERSONAL[3]} />
      <input name="walletAddress" defaultValue={PERSONAL[4]} />
    </>
  );
}

function invalidateEveryField() {
  act(() => {
    for (const input of document.querySelectorAll('input')) input.setAttribute('aria-invalid', 'true');
  });
}

beforeEach(() => {
  host = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: host, configurable: true, writable: true });
  sessionStore.set('hostOrigin', HOST);
  sessionStore.set('buyOrSellFlow', 'BUY');
  sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo', isNFT: 'true', email: PERSONAL[0], walletAddress: PERSONAL[4] });
});
afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  sessionStore.remove('hostAnalytics');
});

describe('funnel events: screen views, the spec clicks and field errors, PII-free, only on opt-in', () => {
  it("knows the header's controls by their German names too", async () => {
    loadEveryCatalogue('de');
    sessionStore.set('hostAnalytics', true);
    renderAt(
      <>
        <FunnelReporter />
        <header>
          <button type="button" aria-label="Zurück" />
          <button type="button" aria-label="Menü schließen" />
        </header>
      </>,
      '/menu',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menü schließen' }));
    await vi.waitFor(() => expect(host.postMessage.mock.calls.filter(([message]) => (message as { kind: string }).kind === 'click')).toHaveLength(2));
    const clicks = host.postMessage.mock.calls.map(([message]) => message as { kind: string; name: string }).filter((message) => message.kind === 'click');
    expect(clicks.map((click) => click.name)).toEqual(['back button clicked', 'menu overlay cross button clicked']);
  });

  it('sends nothing unless the partner opted in', async () => {
    renderAt(<><FunnelReporter /><Screen /></>, '/user/order/ord_123');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    invalidateEveryField();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.postMessage).not.toHaveBeenCalled();
  });

  it('reports them with the product type when opted in, and no analytics payload carries personal data', async () => {
    sessionStore.set('hostAnalytics', true);
    renderAt(<><FunnelReporter /><Screen /></>, '/user/order/ord_123');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    invalidateEveryField();
    await vi.waitFor(() => expect(host.postMessage.mock.calls.length).toBeGreaterThanOrEqual(9));

    const payloads = host.postMessage.mock.calls.map(([message, origin]) => {
      expect(origin).toBe(HOST);
      return message as Record<string, unknown>;
    });
    expect(payloads[0]).toEqual({ channel: 'ferry', version: 1, type: 'analytics', kind: 'screen-view', name: '/user/order/:id', productType: 'ON_RAMP_NFT' });
    expect(payloads.filter((p) => p.kind === 'click').map((p) => p.name)).toEqual([
      'back button clicked',
      'menu button clicked',
      'menu overlay cross button clicked',
    ]);
    expect(payloads.filter((p) => p.kind === 'field-error').map((p) => p.field)).toEqual(['email', 'input', 'addressLine1', 'input', 'walletAddress']);
    const everything = JSON.stringify(payloads);
    for (const value of PERSONAL) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/@|0x[0-9a-fA-F]{40}/);
  });

  it('names a screen by its route words, never by an id', () => {
    expect(screenName('/user/confirm-order')).toBe('/user/confirm-order');
    expect(screenName('/user/order/0d1f-22')).toBe('/user/order/:id');
    expect(screenName(`/login/${encodeURIComponent(PERSONAL[0])}`)).toBe('/login/:id');
  });
});
