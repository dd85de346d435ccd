import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  type InitialEntry,
  type RouteObject,
} from './index.js';

function show(routes: RouteObject[], initialEntries: InitialEntry[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

describe('nested routes', () => {
  it('a layout shows its matched child in its Outlet, with the params', () => {
    function Layout() {
      return (
        <main>
          layout <Outlet />
        </main>
      );
    }
    function Order() {
      return <p>order {useParams().orderId}</p>;
    }
    show(
      [{ path: '/', Component: Layout, children: [{ path: 'order/:orderId', Component: Order }] }],
      ['/order/o1'],
    );
    expect(screen.getByRole('main').textContent).toBe('layout order o1');
  });

  it('a route without an element shows its child directly', () => {
    show(
      [{ path: '/user', children: [{ path: 'orders', element: <p>orders</p> }] }],
      ['/user/orders'],
    );
    expect(screen.getByText('orders')).toBeTruthy();
  });

  it('handles of every match are read with useMatches', () => {
    function Handles() {
      return (
        <p>
          {useMatches()
            .map((match) => String(match.handle))
            .join(',')}
        </p>
      );
    }
    show([
      {
        path: '/',
        handle: 'root',
        Component: () => <Outlet />,
        children: [{ index: true, handle: 'home', Component: Handles }],
      },
    ]);
    expect(screen.getByText('root,home')).toBeTruthy();
  });
});

describe('moving', () => {
  it('a Link has a real href and a click moves with its state, replacing only a link to the same address', () => {
    function Home() {
      return (
        <Link to="/menu" state={{ from: '/' }}>
          Menu
        </Link>
      );
    }
    const router = show([
      { path: '/', Component: Home },
      { path: '/menu', Component: Where },
    ]);
    const link = screen.getByRole('link', { name: 'Menu' });
    expect(link.getAttribute('href')).toBe('/menu');
    fireEvent.click(link);
    expect(screen.getByText('at /menu')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a click with a modifier key, or on a reloadDocument link, is left to the browser', () => {
    const router = show([
      {
        path: '/',
        element: (
          <>
            <Link to="/a">A</Link>
            <Link to="/b" reloadDocument>
              B
            </Link>
          </>
        ),
      },
      { path: '*', Component: Where },
    ]);
    // Stands in for the browser's own page load, which jsdom does not do.
    const stopPageLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopPageLoad);
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    document.removeEventListener('click', stopPageLoad);
    expect(router.state.location.pathname).toBe('/');
  });

  it('useNavigate pushes, replaces and goes back; the navigation type says how', () => {
    function Screen() {
      const navigate = useNavigate();
      const type = useNavigationType();
      const { pathname, state } = useLocation();
      return (
        <>
          <p>
            {pathname} {type} {JSON.stringify(state)}
          </p>
          <button onClick={() => void navigate('/b', { state: { isBack: false } })}>push</button>
          <button onClick={() => void navigate('/c', { replace: true })}>replace</button>
          <button onClick={() => void navigate(-1)}>back</button>
        </>
      );
    }
    show([{ path: '*', Component: Screen }], ['/a']);
    fireEvent.click(screen.getByText('push'));
    expect(screen.getByText('/b PUSH {"isBack":false}')).toBeTruthy();
    fireEvent.click(screen.getByText('replace'));
    expect(screen.getByText('/c REPLACE null')).toBeTruthy();
    fireEvent.click(screen.getByText('back'));
    expect(screen.getByText('/a POP null')).toBeTruthy();
  });

  it('Navigate moves once rendered', () => {
    const router = show([
      { path: '/', element: <Navigate to="/login?x=1" replace /> },
      { path: '/login', Component: Where },
    ]);
    expect(screen.getByText('at /login?x=1')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('useSearchParams reads the query and sets it on the same path', () => {
    function Status() {
      const [search, setSearch] = useSearchParams();
      return (
        <button onClick={() => setSearch(new URLSearchParams({ orderId: 'o2' }))}>
          order {search.get('orderId')}
        </button>
      );
    }
    const router = show([{ path: '/status', Component: Status }], ['/status?orderId=o1']);
    fireEvent.click(screen.getByText('order o1'));
    expect(screen.getByText('order o2')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/status');
  });

  it('keeps a screen that stays on the next address mounted', () => {
    function Form() {
      const [count, setCount] = useState(0);
      const navigate = useNavigate();
      return (
        <button
          onClick={() => {
            setCount(count + 1);
            void navigate('/kyc-forms/f2');
          }}
        >
          {useParams().formId} {count}
        </button>
      );
    }
    show([{ path: '/kyc-forms/:formId', Component: Form }], ['/kyc-forms/f1']);
    fireEvent.click(screen.getByText('f1 0'));
    expect(screen.getByText('f2 1')).toBeTruthy();
  });
});

describe('the browser history', () => {
  it('pushes entries with their state and follows the back button', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([{ path: '*', Component: Where }]);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/menu?x=1', { state: { from: 'home' } }));
    expect(window.location.pathname + window.location.search).toBe('/menu?x=1');
    expect(window.history.state).toMatchObject({ usr: { from: 'home' } });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('at /')).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
    router.dispose();
  });
});

describe('lazy routes', () => {
  it('the HydrateFallback shows until the first screen has loaded, then the screen', async () => {
    let load!: (module: { Component: () => ReactNode }) => void;
    show([
      {
        path: '/',
        Component: () => <Outlet />,
        HydrateFallback: () => <p>loading</p>,
        children: [{ index: true, lazy: () => new Promise((resolve) => (load = resolve)) }],
      },
    ]);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => load({ Component: () => <p>exchange</p> }));
    expect(screen.getByText('exchange')).toBeTruthy();
  });

  it('the current screen stays while the next one loads', async () => {
    let load!: (module: { Component: () => ReactNode }) => void;
    const router = show([
      { path: '/', element: <p>home</p> },
      { path: '/menu', lazy: () => new Promise((resolve) => (load = resolve)) },
    ]);
    const moved = router.navigate('/menu');
    expect(screen.getByText('home')).toBeTruthy();
    await act(async () => {
      load({ Component: () => <p>menu</p> });
      await moved;
    });
    expect(screen.getByText('menu')).toBeTruthy();
  });
});

describe('errors', () => {
  function ErrorView() {
    const error = useRouteError();
    return <p>failed: {error instanceof Error ? error.message : String(error)}</p>;
  }

  it('a screen that fails to render shows the nearest error boundary, until the next move', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    const router = show(
      [
        {
          path: '/',
          element: (
            <main>
              <Outlet />
            </main>
          ),
          children: [
            { path: 'broken', Component: Broken, ErrorBoundary: ErrorView },
            { path: 'fine', element: <p>fine</p> },
          ],
        },
      ],
      ['/broken'],
    );
    expect(screen.getByRole('main').textContent).toBe('failed: render failed');
    act(() => void router.navigate('/fine'));
    expect(screen.getByText('fine')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('a failed loader shows the error element of the route above it', async () => {
    const router = show([
      {
        path: '/',
        errorElement: <ErrorView />,
        children: [
          { index: true, element: <p>home</p> },
          {
            path: 'failing',
            loader: () => {
              throw new Error('load failed');
            },
          },
        ],
      },
    ]);
    await act(() => router.navigate('/failing'));
    expect(screen.getByText('failed: load failed')).toBeTruthy();
  });

  it('without any boundary a default error shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show([
      {
        path: '/',
        Component: (): never => {
          throw new Error('boom');
        },
      },
    ]);
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
