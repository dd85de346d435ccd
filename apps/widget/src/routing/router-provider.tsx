import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './contexts.js';
import { DefaultErrorElement, RouteErrorBoundary } from './route-error-boundary.js';
import type { Router, RouterState } from './router.js';

/**
 * Until the first screen has loaded, only the routes above the first one still loading render,
 * and the nearest HydrateFallback stands in for the rest (nothing when there is none).
 */
function firstLoadCut(router: Router, state: RouterState): { count: number; fallbackAt: number } {
  let fallbackAt = -1;
  for (const [index, match] of state.matches.entries()) {
    const route = router.routeProps(match.route);
    if (route.HydrateFallback) fallbackAt = index;
    if (route.lazy || route.loader)
      return fallbackAt < 0 ? { count: 1, fallbackAt: 0 } : { count: fallbackAt + 1, fallbackAt };
  }
  return { count: state.matches.length, fallbackAt: -1 };
}

/** The matched routes nested inside each other: each route's Outlet shows the next one. */
function renderMatches(router: Router, state: RouterState): ReactNode {
  const cut = state.initialized
    ? { count: state.matches.length, fallbackAt: -1 }
    : firstLoadCut(router, state);
  const count = state.error ? Math.min(cut.count, state.error.index + 1) : cut.count;
  let outlet: ReactNode = null;
  for (let index = count - 1; index >= 0; index--) {
    const match = state.matches[index]!;
    const { Component, element, ErrorBoundary, errorElement, HydrateFallback } = router.routeProps(
      match.route,
    );
    const errorView = errorElement ?? (ErrorBoundary ? <ErrorBoundary /> : <DefaultErrorElement />);
    let content: ReactNode;
    if (state.error?.index === index) {
      content = (
        <RouteErrorContext.Provider value={state.error.value}>
          {errorView}
        </RouteErrorContext.Provider>
      );
    } else if (index === cut.fallbackAt) {
      content = HydrateFallback ? <HydrateFallback /> : null;
    } else {
      content = Component ? <Component /> : (element ?? outlet);
    }
    let node = <RouteContext.Provider value={{ match, outlet }}>{content}</RouteContext.Provider>;
    if (ErrorBoundary || errorElement || index === 0) {
      node = (
        <RouteErrorBoundary location={state.location} match={match} fallback={errorView}>
          {node}
        </RouteErrorBoundary>
      );
    }
    outlet = node;
  }
  return outlet;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const tree = useMemo(() => renderMatches(router, state), [router, state]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>{tree}</RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
