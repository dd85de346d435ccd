import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The column of a screen's blocks (sections, notes, actions) inside its ScreenBody. */
export function Page({ children }: { children?: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
