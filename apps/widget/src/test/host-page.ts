import { act } from '@testing-library/react';

/** The partner page that frames the widget in these tests. */
export const HOST = 'https://partner.example';

// jsdom only accepts a real window as an event source, so the test's window plays the host page.
/** The widget's window as framed by the host page, for linkHost. */
export const framedByHost = {
  parent: window,
  addEventListener: window.addEventListener.bind(window),
  removeEventListener: window.removeEventListener.bind(window),
};

/** A message from the host page (from another origin when `origin` is given), delivered inside act for the screens that react to it. */
export function hostSends(data: unknown, origin = HOST): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}
