import type { PopupProps } from './popup-dialog.js';
import { loadLater } from './load-later.js';

// Shown only when something needs saying; its code (about 2 kB with its focus handling and
// styles) loads after the first paint, and in time for a popup shown offline (ui/load-later.tsx).
const popup = loadLater<PopupProps>(async () => (await import('./popup-dialog.js')).PopupDialog);

/** A modal message over the widget card (ui/popup-dialog.tsx). */
export const Popup = popup.Component;
