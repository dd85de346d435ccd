import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiEvent, dispatchApiEvent } from '../../api/api-events.js';
import { renderAt } from '../../test/render.js';
import { ApiEventAlerts } from './api-event-alerts.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';

describe('window events of the API client show alerts', () => {
  it('in German', () => {
    loadEveryCatalogue('de');
    renderAt(<ApiEventAlerts />);
    act(() => dispatchApiEvent(ApiEvent.networkError));
    const alert = screen.getByRole('alertdialog', { name: 'Keine Verbindung' });
    expect(alert.textContent).toContain('Hoppla! Ihre Internetverbindung scheint langsam oder nicht verfügbar zu sein.');
  });

  it('rate limited', () => {
    renderAt(<ApiEventAlerts />);
    act(() => dispatchApiEvent(ApiEvent.rateLimited));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'You are being rate limited, please try our app after some time.',
    );
  });

  it('network failure', () => {
    renderAt(<ApiEventAlerts />);
    act(() => dispatchApiEvent(ApiEvent.networkError));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Whoops! It seems like your internet connection is slow or unavailable. Please check your internet settings and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the browser going offline shows the network message at once', () => {
    renderAt(<ApiEventAlerts />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Whoops! It seems like your internet connection is slow or unavailable. Please check your internet settings and try again.',
    );
  });

  it('a 401 on the user fetch says the session expired and goes to the e-mail login, whatever 401 follows it', () => {
    const { router } = renderAt(<ApiEventAlerts />, '/user/profile');
    act(() => dispatchApiEvent(ApiEvent.logout, { path: 'users' }));
    act(() => dispatchApiEvent(ApiEvent.logout, { path: 'kyc/get-forms' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Your session has expired, please log in again.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/login/email');
  });

  it('logout says the session expired and goes to the exchange', () => {
    const { router } = renderAt(<ApiEventAlerts />, '/user/profile');
    act(() => dispatchApiEvent(ApiEvent.logout));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      "Your session has expired, you'll be redirected to the exchange screen",
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
