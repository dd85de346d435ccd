/**
 * Whether the host page has asked to close the widget and the user has not answered yet (spec 001
 * section 2: "Are you sure you want to exit the product?"). The host link receives the request from
 * the start on (app/host-link.ts); the confirm-exit dialog, whose code arrives later, reads it. A
 * host may ask as soon as the widget says it is open, before that dialog has mounted: the request
 * waits here instead of being lost.
 */
let isAsked = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (isAsked === value) return;
  isAsked = value;
  for (const listener of listeners) listener();
}

export const exitRequest = {
  isAsked: (): boolean => isAsked,
  ask: (): void => set(true),
  answer: (): void => set(false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
