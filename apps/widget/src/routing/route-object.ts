import type { ComponentType, ReactNode } from 'react';

/** Values of a route's `:name` segments and of its `*` splat, decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

export interface ShouldRevalidateArgs {
  /** Whether the loader would run by default: same address again, new search, or new path for this route. */
  defaultShouldRevalidate: boolean;
}

/** What a route renders and runs; a `lazy` route supplies these from its feature's chunk. */
export interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Rendered in place of the route when it, its loader or anything below it fails. */
  ErrorBoundary?: ComponentType | null;
  errorElement?: ReactNode;
  /** Rendered while the first screen's code and loaders are still loading. */
  HydrateFallback?: ComponentType | null;
  /** Runs before the route shows: throwing or returning `redirect(...)` goes elsewhere instead. */
  loader?: (args: { params: Params }) => unknown;
  shouldRevalidate?: (args: ShouldRevalidateArgs) => boolean;
  /** Static facts about the route, read back with useMatches. */
  handle?: unknown;
}

export interface RouteObject extends RouteModule {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
  /** Loads the rest of the route once, the first time it matches. */
  lazy?: () => Promise<RouteModule>;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the address this route matched. */
  pathname: string;
}
