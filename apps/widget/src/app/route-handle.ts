/** Static facts a route declares about itself (the route object's `handle`). */
export interface RouteHandle {
  /** Renders without waiting for the initial data and without its failure popups. */
  isStandalone?: boolean;
}

export const STANDALONE: RouteHandle = { isStandalone: true };

export function isStandaloneHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).isStandalone === true;
}
