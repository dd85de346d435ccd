/** Window events the client raises for failures the whole widget reacts to (spec 001 section 8). */
export const ApiEvent = {
  logout: 'ferry:logout',
  rateLimited: 'ferry:rate-limited',
  networkError: 'ferry:network-error',
} as const;
export type ApiEvent = (typeof ApiEvent)[keyof typeof ApiEvent];

export function dispatchApiEvent(event: ApiEvent): void {
  window.dispatchEvent(new Event(event));
}

export function onApiEvent(event: ApiEvent, listener: () => void): () => void {
  window.addEventListener(event, listener);
  return () => window.removeEventListener(event, listener);
}
