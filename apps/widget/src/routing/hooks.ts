import { useContext, useMemo } from 'react';
import { RouteContext, RouteErrorContext, useRouter, useRouterState } from './contexts.js';
import type { Location } from './path.js';
import type { Params } from './route-object.js';
import type { NavigateFunction, NavigateOptions, NavigationType } from './router.js';

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): NavigationType {
  return useRouterState().historyAction;
}

/** The `:name` segments of the route this is rendered in. */
export function useParams(): Params {
  return useContext(RouteContext).match?.params ?? {};
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, (next, options) => void navigate({ search: next.toString() }, options)];
}

export interface UIMatch {
  pathname: string;
  params: Params;
  handle: unknown;
}

/** Every route the shown address matched, outermost first, with its handle. */
export function useMatches(): UIMatch[] {
  const router = useRouter();
  const { matches } = useRouterState();
  return useMemo(
    () =>
      matches.map(({ route, params, pathname }) => ({
        pathname,
        params,
        handle: router.routeProps(route).handle,
      })),
    [router, matches],
  );
}

/** Inside an error boundary: what failed. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
