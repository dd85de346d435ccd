import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element inside the widget card that drawers and popups render into. */
export const OverlayRootContext = createContext<HTMLElement | null>(null);

/** Renders above the screen inside the widget card; inline when there is no card (tests). */
export function Overlay({ children }: { children: ReactNode }) {
  const root = useContext(OverlayRootContext);
  return root ? createPortal(children, root) : children;
}
