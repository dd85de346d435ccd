import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from './route-object.js';
import { createMemoryRouter, NavigationType, redirect } from './router.js';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('moving between entries', () => {
  const routes: RouteObject[] = [
    { path: '/', children: [{ index: true }, { path: 'a' }, { path: 'b' }] },
  ];

  it('starts on its first entry as a POP with the default key', () => {
    const router = createMemoryRouter(routes);
    expect(router.state.initialized).toBe(true);
    expect(router.state.location).toMatchObject({
      pathname: '/',
      search: '',
      state: null,
      key: 'default',
    });
    expect(router.state.historyAction).toBe(NavigationType.Pop);
  });

  it('a push moves at once when nothing must load, with its state and a new key', () => {
    const router = createMemoryRouter(routes);
    void router.navigate('/a?x=1', { state: { from: 'test' } });
    expect(router.state.location).toMatchObject({
      pathname: '/a',
      search: '?x=1',
      state: { from: 'test' },
    });
    expect(router.state.location.key).not.toBe('default');
    expect(router.state.historyAction).toBe(NavigationType.Push);
  });

  it('-1 goes back to the previous entry as a POP, with its state; a replace leaves no entry behind', () => {
    const router = createMemoryRouter(routes);
    void router.navigate('/a', { state: 1 });
    void router.navigate('/b');
    void router.navigate(-1);
    expect(router.state.location).toMatchObject({ pathname: '/a', state: 1 });
    expect(router.state.historyAction).toBe(NavigationType.Pop);
    void router.navigate('/b', { replace: true });
    expect(router.state.historyAction).toBe(NavigationType.Replace);
    void router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a relative target resolves below the current path; a search-only one stays on it', () => {
    const router = createMemoryRouter([{ path: '*' }], { initialEntries: ['/user/kyc-forms'] });
    void router.navigate('f1');
    expect(router.state.location.pathname).toBe('/user/kyc-forms/f1');
    void router.navigate('../..');
    expect(router.state.location.pathname).toBe('/user');
    void router.navigate('?step=2');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user?step=2');
  });

  it('notifies its subscribers of every move', () => {
    const router = createMemoryRouter(routes);
    const listener = vi.fn();
    router.subscribe(listener);
    void router.navigate('/a');
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('lazy routes', () => {
  it('load once, and the move waits for them', async () => {
    const module = deferred<{ handle: string }>();
    const lazy = vi.fn(() => module.promise);
    const router = createMemoryRouter([{ path: '/' }, { path: '/lazy', lazy }]);
    const moved = router.navigate('/lazy');
    expect(router.state.location.pathname).toBe('/');
    module.resolve({ handle: 'loaded' });
    await moved;
    expect(router.state.location.pathname).toBe('/lazy');
    expect(router.routeProps(router.state.matches[0]!.route).handle).toBe('loaded');
    await router.navigate('/');
    await router.navigate('/lazy');
    expect(lazy).toHaveBeenCalledOnce();
  });

  it('the first entry is not initialized until its lazy route has loaded', async () => {
    const module = deferred<object>();
    const router = createMemoryRouter([{ path: '/', lazy: () => module.promise }]);
    expect(router.state.initialized).toBe(false);
    module.resolve({});
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  });

  it('a later move wins over one still loading', async () => {
    const slow = deferred<object>();
    const router = createMemoryRouter([
      { path: '/' },
      { path: '/slow', lazy: () => slow.promise },
      { path: '/fast' },
    ]);
    const first = router.navigate('/slow');
    void router.navigate('/fast');
    slow.resolve({});
    await first;
    expect(router.state.location.pathname).toBe('/fast');
  });
});

describe('loaders', () => {
  it('a guard redirect goes elsewhere instead, pushing unless the move replaced', async () => {
    const routes: RouteObject[] = [
      { path: '/' },
      {
        path: '/user',
        loader: () => {
          throw redirect('/login');
        },
        children: [{ path: 'orders' }],
      },
      { path: '/login' },
    ];
    const router = createMemoryRouter(routes);
    await router.navigate('/user/orders');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe(NavigationType.Push);
    await router.navigate('/user/orders', { replace: true });
    expect(router.state.historyAction).toBe(NavigationType.Replace);
  });

  it('a redirect on the first entry happens before anything shows', async () => {
    const router = createMemoryRouter(
      [{ path: '/user', loader: () => redirect('/login') }, { path: '/login' }],
      { initialEntries: ['/user'] },
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.initialized).toBe(true);
  });

  it('a loader failure goes to the nearest error boundary above it', async () => {
    const failure = new Error('no');
    const routes: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: () => null,
        children: [
          { path: 'plain' },
          {
            path: 'failing',
            loader: () => {
              throw failure;
            },
          },
        ],
      },
    ];
    const router = createMemoryRouter(routes);
    await router.navigate('/failing');
    expect(router.state.location.pathname).toBe('/failing');
    expect(router.state.error).toEqual({ index: 0, value: failure });
    await router.navigate('/plain');
    expect(router.state.error).toBeNull();
  });

  it('run on arrival and on a new search or params, not when the route merely stays', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([
      { path: '/', loader, children: [{ index: true }, { path: 'a' }] },
    ]);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(loader).toHaveBeenCalledTimes(1);
    await router.navigate('/a');
    expect(loader).toHaveBeenCalledTimes(1);
    await router.navigate('/a?x=1');
    expect(loader).toHaveBeenCalledTimes(2);
    await router.navigate('/a?x=1');
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('run on every move when the route asks to', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([
      {
        path: '/',
        loader,
        shouldRevalidate: () => true,
        children: [{ index: true }, { path: 'a' }],
      },
    ]);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/a');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a lazy module may bring the loader, which then runs', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([
      { path: '/' },
      { path: '/x', lazy: async () => ({ loader }) },
    ]);
    await router.navigate('/x');
    expect(loader).toHaveBeenCalledOnce();
  });
});

it('an address no route matches is a 404 at the top route', () => {
  const router = createMemoryRouter([{ path: '/' }], { initialEntries: ['/nowhere'] });
  expect(router.state.error).toEqual({ index: 0, value: { status: 404, statusText: 'Not Found' } });
});
