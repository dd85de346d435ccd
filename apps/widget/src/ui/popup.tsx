import type { PopupProps } from './popup-dialog.js';
import { loadLater } from './load-later.js';

// Shown only when something needs saying; its code (about 2 kB with its focus handling and
// styles) loads right after the first paint, in time for the popup that says the connection is
// gone (ui/load-later.tsx).
const popup = loadLater<PopupProps>(async () => (await import('./popup-dialog.js')).PopupDialog, undefined, { isNeededOffline: true });

/** A modal message over the widget card (ui/popup-dialog.tsx). */
export const Popup = popup.Component;
