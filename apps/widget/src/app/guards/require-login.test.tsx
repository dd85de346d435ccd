import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { renderRoutes } from '../../test/render.js';
import { requireLogin } from './require-login.js';

const routes = [
  { path: '/user', loader: requireLogin, children: [{ path: 'orders', element: <p>orders</p> }] },
  { path: '/login/email', element: <p>login</p> },
];

describe('the /user group requires login', () => {
  it('without a stored authToken the user is redirected to the e-mail login', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/user/orders'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email'));
    expect(screen.getByText('login')).toBeTruthy();
  });

  it('with a stored authToken the screen opens', async () => {
    sessionStore.set('authToken', 'token-1');
    renderRoutes(routes, { initialEntries: ['/user/orders'] });
    expect(await screen.findByText('orders')).toBeTruthy();
  });
});
