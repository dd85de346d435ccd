import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type InitialEntry,
} from './history.js';
import { matchRoutes, rankBranches } from './match-routes.js';
import { createLocation, resolveTo, type Location, type To } from './path.js';
import type { RouteMatch, RouteModule, RouteObject } from './route-object.js';

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export interface RouterState {
  location: Location;
  /** How the shown entry was reached: POP for the first one and for back/forward. */
  historyAction: NavigationType;
  matches: RouteMatch[];
  /** A failed loader or lazy module, and the match whose error boundary shows it. */
  error: { index: number; value: unknown } | null;
  /** False until the first screen's lazy modules and loaders have loaded. */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): Promise<void>;
  /** Moves through the history: -1 is back. */
  (delta: number): Promise<void>;
}

export interface Router {
  readonly state: RouterState;
  navigate: NavigateFunction;
  subscribe(listener: () => void): () => void;
  /** The route with what its lazy module supplied, once that has loaded. */
  routeProps(route: RouteObject): RouteObject;
  dispose(): void;
}

class Redirect {
  constructor(readonly to: string) {}
}

/** Thrown (or returned) by a loader: the navigation goes to `to` instead. */
export function redirect(to: string): Redirect {
  return new Redirect(to);
}

type Outcome = { ok: true; value?: unknown } | { ok: false; value: unknown };

/** The fallback of react-router when no route matches: a 404 at the top route's error boundary. */
const NOT_FOUND = { status: 404, statusText: 'Not Found' };

export function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankBranches(routes);
  const modules = new Map<RouteObject, RouteModule>();
  const moduleLoads = new Map<RouteObject, Promise<RouteModule>>();
  /** Routes whose loader last succeeded and which are still shown: their loader reruns only by the revalidation rules. */
  const hasData = new Set<RouteObject>();
  const listeners = new Set<() => void>();
  let latest = 0;

  const routeProps = (route: RouteObject): RouteObject => {
    const module = modules.get(route);
    return module ? { ...route, ...module, lazy: undefined } : route;
  };

  const matchesFor = (pathname: string): { matches: RouteMatch[]; error: RouterState['error'] } => {
    const matches = matchRoutes(branches, pathname);
    if (matches) return { matches, error: null };
    const top =
      routes.length === 1
        ? routes[0]
        : routes.find((route) => route.index || !route.path || route.path === '/');
    return {
      matches: [{ route: top ?? {}, params: {}, pathname }],
      error: { index: 0, value: NOT_FOUND },
    };
  };

  let state: RouterState = {
    location: history.location,
    historyAction: NavigationType.Pop,
    ...matchesFor(history.location.pathname),
    initialized: false,
  };

  function commit(
    action: NavigationType,
    location: Location,
    matches: RouteMatch[],
    error: RouterState['error'],
  ) {
    if (action === NavigationType.Push) history.push(location);
    else if (action === NavigationType.Replace) history.replace(location);
    for (const route of hasData)
      if (!matches.some((match) => match.route === route)) hasData.delete(route);
    state = { location, historyAction: action, matches, error, initialized: true };
    for (const listener of listeners) listener();
  }

  /** react-router's revalidation: a new route, a failed one, the same address again, a new search or new params. */
  function shouldRunLoader(index: number, match: RouteMatch, next: Location): boolean {
    const current = state.matches[index];
    if (!state.initialized || current?.route !== match.route || !hasData.has(match.route))
      return true;
    const defaultShouldRevalidate =
      state.location.pathname + state.location.search === next.pathname + next.search ||
      state.location.search !== next.search ||
      current.pathname !== match.pathname;
    const { shouldRevalidate } = routeProps(match.route);
    return shouldRevalidate
      ? shouldRevalidate({ defaultShouldRevalidate })
      : defaultShouldRevalidate;
  }

  function loadModule(route: RouteObject): Promise<RouteModule> {
    let load = moduleLoads.get(route);
    if (!load) {
      load = route.lazy!().then((module) => {
        modules.set(route, module);
        return module;
      });
      load.catch(() => moduleLoads.delete(route));
      moduleLoads.set(route, load);
    }
    return load;
  }

  /** What must load before a match shows, or null when nothing must. */
  function work(match: RouteMatch, index: number, next: Location): (() => Promise<Outcome>) | null {
    const { route } = match;
    const isLazy = route.lazy !== undefined && !modules.has(route);
    if (!isLazy && !(routeProps(route).loader && shouldRunLoader(index, match, next))) return null;
    return async () => {
      try {
        if (isLazy) await loadModule(route);
        const { loader } = routeProps(route);
        if (!loader) return { ok: true };
        const value = await loader({ params: match.params });
        hasData.add(route);
        return { ok: true, value };
      } catch (value) {
        hasData.delete(route);
        return { ok: false, value };
      }
    };
  }

  function nearestBoundary(matches: RouteMatch[], index: number): number {
    for (let i = index; i > 0; i--) {
      const { ErrorBoundary, errorElement } = routeProps(matches[i]!.route);
      if (ErrorBoundary || errorElement) return i;
    }
    return 0;
  }

  async function startNavigation(
    action: NavigationType,
    location: Location,
    replace?: boolean,
  ): Promise<void> {
    const id = ++latest;
    const { matches, error } = matchesFor(location.pathname);
    const tasks = error ? [] : matches.map((match, index) => work(match, index, location));
    // Nothing to load: the move happens at once, as react-router's does.
    if (!tasks.some(Boolean)) return commit(action, location, matches, error);
    const outcomes = await Promise.all(tasks.map((task) => task?.()));
    if (id !== latest) return;
    const redirected = outcomes.find((outcome) => outcome?.value instanceof Redirect)?.value as
      Redirect | undefined;
    if (redirected) {
      const target = createLocation(resolveTo(redirected.to, location.pathname), null);
      return startNavigation(
        replace ? NavigationType.Replace : NavigationType.Push,
        target,
        replace,
      );
    }
    const failed = outcomes.findIndex((outcome) => outcome?.ok === false);
    commit(
      action,
      location,
      matches,
      failed < 0
        ? null
        : { index: nearestBoundary(matches, failed), value: outcomes[failed]!.value },
    );
  }

  const navigate = ((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const location = createLocation(resolveTo(to, state.location.pathname), options.state);
    return startNavigation(
      options.replace ? NavigationType.Replace : NavigationType.Push,
      location,
      options.replace,
    );
  }) as NavigateFunction;

  const stopListening = history.listen(
    (location) => void startNavigation(NavigationType.Pop, location),
  );
  void startNavigation(NavigationType.Pop, history.location);

  return {
    get state() {
      return state;
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    routeProps,
    dispose: stopListening,
  };
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
