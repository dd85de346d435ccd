import { type RefObject, useEffect, useState } from 'react';

const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/**
 * What makes a drawer or popup modal for keyboard and screen-reader users (WCAG 2.4.3, 2.4.11):
 * while it shows, everything outside it is inert (aria-hidden's suppressOthers, the technique
 * Radix uses), so Tab stays inside and a screen reader reads only it; focus moves into it (the
 * first control, else itself, unless something inside already took it) and goes back where it
 * was before the dialog rendered when it closes. `layer` is what stays live
 * around the dialog (its backdrop, which closes it when clicked).
 * aria-hidden loads with the first dialog, not with the widget: the start-up popup is on the first
 * screen's path, and its 1.5 kB would push the first load over its 100 kB budget.
 * The dialog renders inside the widget card (not the page's top layer), so the card keeps
 * its size and rounded corners in a partner's frame; that is why `showModal()` is not used.
 */
export function useModal(
  ref: RefObject<HTMLElement | null>,
  layer?: RefObject<HTMLElement | null>,
): void {
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    let undo: (() => void) | null = null;
    let isClosed = false;
    void import('aria-hidden').then(({ suppressOthers }) => {
      if (!isClosed) undo = suppressOthers(layer?.current ?? dialog);
    });
    if (!dialog.contains(document.activeElement))
      (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus({ preventScroll: true });
    return () => {
      isClosed = true;
      undo?.();
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [ref, layer, returnTo]);
}
