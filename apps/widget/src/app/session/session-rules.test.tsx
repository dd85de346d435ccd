import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiEvent, dispatchApiEvent } from '../../api/api-events.js';
import { USER_QUERY_KEY } from '../../api/user/get-user.js';
import { signedInUser } from '../../features/auth/auth-test-fixtures.js';
import { sessionStore } from '../../stores/session-store.js';
import { fail, fakeApi } from '../../test/fake-api.js';
import { ApiEventAlerts } from '../shell/api-event-alerts.js';
import { renderAt } from '../../test/render.js';
import { SessionRules } from './session-rules.js';

const user = (email: string) => ({ status: 200, body: { response: signedInUser(email) } });
const loggedOut = { status: 200, body: { response: { isLoggedOut: true } } };

describe('session rules (spec 001 section 4 "User record")', () => {
  it('an e-mail parameter that differs from the signed-in user ends the session and opens the e-mail login', async () => {
    const fetchMock = fakeApi({ users: user('ada@example.com'), 'auth/logout': loggedOut });
    sessionStore.set('authToken', 'token-1');
    sessionStore.set('queryParams', { email: 'bob@example.com' });
    const { router } = renderAt(<SessionRules />, '/');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Your session has expired, please log in again.');
    expect(sessionStore.get('authToken')).toBeUndefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('auth/logout'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/login/email');
  });

  it('the same e-mail, in another case, keeps the session', async () => {
    const fetchMock = fakeApi({ users: user('ada@example.com') });
    sessionStore.set('authToken', 'token-1');
    sessionStore.set('queryParams', { email: 'ADA@example.com' });
    const { queryClient } = renderAt(<SessionRules />, '/');
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.get('authToken')).toBe('token-1');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('auth/logout'))).toBe(false);
  });

  it('a 401 on the user fetch clears the session and goes to the e-mail login, not the exchange', async () => {
    fakeApi({ users: fail(401, 'UNAUTHORIZED', 'Session expired') });
    sessionStore.set('authToken', 'token-1');
    sessionStore.set('email', 'ada@example.com');
    const { router } = renderAt(
      <>
        <SessionRules />
        <ApiEventAlerts />
      </>,
      '/user/profile',
    );
    const alerts = await screen.findAllByRole('alertdialog');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Your session has expired, please log in again.');
    expect(sessionStore.get('authToken')).toBeUndefined();
    expect(sessionStore.get('email')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/login/email');
  });

  it('a logout event (a 401 anywhere) drops the cached user', async () => {
    fakeApi({ users: user('ada@example.com') });
    sessionStore.set('authToken', 'token-1');
    const { queryClient } = renderAt(<SessionRules />, '/');
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeTruthy());
    act(() => dispatchApiEvent(ApiEvent.logout));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
  });

  it('loads no user without a stored login', async () => {
    const fetchMock = fakeApi({ users: user('ada@example.com') });
    renderAt(<SessionRules />, '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
