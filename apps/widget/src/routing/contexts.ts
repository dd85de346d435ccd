import { createContext, useContext, type ReactNode } from 'react';
import type { RouteMatch } from './route-object.js';
import type { Router, RouterState } from './router.js';

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);

/** The route being rendered and what its Outlet shows. */
export const RouteContext = createContext<{ match?: RouteMatch; outlet: ReactNode }>({
  outlet: null,
});

/** The error an error boundary is showing. */
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Routing hooks and links must be rendered inside a RouterProvider');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('Routing hooks and links must be rendered inside a RouterProvider');
  return state;
}
