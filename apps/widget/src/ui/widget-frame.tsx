import { useState, type ReactNode } from 'react';
import { OverlayRootContext } from './overlay-root.js';
import styles from './widget-frame.module.css';

/** The widget card: 30rem wide and centred, full width at 600px or less (spec 001 section 9). */
export function WidgetFrame({ children }: { children: ReactNode }) {
  const [overlayRoot, setOverlayRoot] = useState<HTMLElement | null>(null);
  return (
    <div className={styles.page}>
      <main className={styles.card} aria-label="Ferry">
        <OverlayRootContext.Provider value={overlayRoot}>{children}</OverlayRootContext.Provider>
        <div ref={setOverlayRoot} className={styles.overlayRoot} />
      </main>
    </div>
  );
}
