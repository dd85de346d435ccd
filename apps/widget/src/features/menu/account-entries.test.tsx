import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderAt } from '../../test/render.js';
import { MenuRoute } from './menu-route.js';

describe('menu, logged in (spec 001 section 2)', () => {
  it('offers My Profile, My Limits, My Orders and Logout', () => {
    fakeApi({});
    sessionStore.set('authToken', 'token-1');
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.getByRole('link', { name: /My Profile/ }).getAttribute('href')).toBe(
      '/user/profile',
    );
    expect(screen.getByRole('link', { name: /My Limits/ }).getAttribute('href')).toBe(
      '/user/limits',
    );
    expect(screen.getByRole('link', { name: /My Orders/ }).getAttribute('href')).toBe(
      '/user/orders',
    );
    expect(screen.getByRole('button', { name: /Logout/ })).toBeTruthy();
  });

  it('Logout revokes the token at the server, forgets it and opens the e-mail login', async () => {
    const fetchMock = fakeApi({
      'auth/logout': { status: 200, body: { response: { isLoggedOut: true } } },
    });
    sessionStore.set('authToken', 'token-1');
    const { router } = renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    fireEvent.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email'));
    const [input, init] =
      fetchMock.mock.calls.find(([url]) => String(url).includes('auth/logout')) ?? [];
    expect(String(input)).toBe('/api/v1/auth/logout');
    expect(new Headers(init?.headers).get('authorization')).toBe('token-1');
    expect(sessionStore.get('authToken')).toBeUndefined();
  });

  it('a logged-out visitor sees none of the account entries', () => {
    renderAt(<MenuRoute />, '/menu', { partner: demoPartner });
    expect(screen.queryByRole('link', { name: /My Profile/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Logout/ })).toBeNull();
  });
});
