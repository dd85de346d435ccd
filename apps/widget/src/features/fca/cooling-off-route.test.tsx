import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { fcaTestRoutes, ok, serveFca } from './fca-test-kit.js';

beforeEach(() => sessionStore.set('authToken', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('cooling-off page (spec 001 section 2)', () => {
  it('counts down every second in hours, minutes and seconds, tells of the e-mail, and Back to App goes to the exchange', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveFca({ 'GET fca/cooling-off-period': () => ok({ coolingOffPeriodOn: true, timeLeft: 3 * 3_600_000 + 5000 }) });
    const { router } = renderRoutes(fcaTestRoutes, { initialEntries: ['/user/fca-cooling-off-period'], partner: demoPartner });
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toMatch(/^03Hours00Minutes0[45]Seconds$/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(timer.textContent).toMatch(/^03Hours00Minutes0[23]Seconds$/);
    expect(screen.getByText("We'll let you know by e-mail when your cooling-off period ends.")).toBeTruthy();
    expect(screen.getByText('The FCA requires you to wait 24 hours after onboarding before you place your first order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to App' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks German: the countdown units, the FCA rule, the e-mail note and Back to App', async () => {
    loadEveryCatalogue('de');
    serveFca({ 'GET fca/cooling-off-period': () => ok({ coolingOffPeriodOn: true, timeLeft: 3 * 3_600_000 + 5000 }) });
    renderRoutes(fcaTestRoutes, { initialEntries: ['/user/fca-cooling-off-period'], partner: demoPartner });
    const timer = await screen.findByRole('timer', { name: 'Verbleibende Zeit' });
    expect(timer.textContent).toMatch(/^03Stunden00Minuten0\dSekunden$/);
    expect(screen.getByRole('heading', { name: 'Ihre Bedenkzeit hat begonnen' })).toBeTruthy();
    expect(screen.getByText('Die FCA schreibt vor, dass Sie nach der Registrierung 24 Stunden warten, bevor Sie Ihre erste Bestellung aufgeben.')).toBeTruthy();
    expect(screen.getByText('Wir informieren Sie per E-Mail, sobald Ihre Bedenkzeit abgelaufen ist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück zur App' })).toBeTruthy();
  });
});
