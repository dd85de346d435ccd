/** Window events the client raises for failures the whole widget reacts to (spec 001 section 8). */
export const ApiEvent = {
  logout: 'ferry:logout',
  rateLimited: 'ferry:rate-limited',
  networkError: 'ferry:network-error',
} as const;
export type ApiEvent = (typeof ApiEvent)[keyof typeof ApiEvent];

/** What an event says about its cause: the path of the call that failed (without /api/v1). */
export type ApiEventDetail = { path?: string };

export function dispatchApiEvent(event: ApiEvent, detail: ApiEventDetail = {}): void {
  window.dispatchEvent(new CustomEvent<ApiEventDetail>(event, { detail }));
}

export function onApiEvent(event: ApiEvent, listener: (detail: ApiEventDetail) => void): () => void {
  const handler = (raised: Event) => listener((raised as CustomEvent<ApiEventDetail | null>).detail ?? {});
  window.addEventListener(event, handler);
  return () => window.removeEventListener(event, handler);
}
