import type { ReactNode } from 'react';
import styles from './screen-body.module.css';

/**
 * The scrolling part of a screen, between its header and its sticky footer. A Tab stop, so a
 * keyboard can scroll it when nothing in it takes focus (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function ScreenBody({ children, isCentered }: { children?: ReactNode; isCentered?: boolean }) {
  return (
    <div className={[styles.body, isCentered ? styles.centered : ''].join(' ')} tabIndex={0}>
      {children}
    </div>
  );
}
