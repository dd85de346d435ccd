import type { ReactNode } from 'react';
import styles from './screen-body.module.css';

/** The scrolling part of a screen, between its header and its sticky footer. */
export function ScreenBody({ children, isCentered }: { children?: ReactNode; isCentered?: boolean }) {
  return <div className={[styles.body, isCentered ? styles.centered : ''].join(' ')}>{children}</div>;
}
