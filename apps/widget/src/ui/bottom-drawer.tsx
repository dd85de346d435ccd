import type { BottomDrawerProps } from './bottom-drawer-sheet.js';
import { loadLater } from './load-later.js';

// Opened only when the user asks (a picker, an error): its code loads after the first paint
// (ui/load-later.tsx); a closed drawer needs none.
const drawer = loadLater<BottomDrawerProps>(
  async () => (await import('./bottom-drawer-sheet.js')).BottomDrawerSheet,
  (props) => props.isOpen,
);

/** A sheet sliding up over the screen with an overlay (ui/bottom-drawer-sheet.tsx). */
export const BottomDrawer = drawer.Component;
