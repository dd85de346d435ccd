import type { CSSProperties } from 'react';
import { ScreenBody } from './screen-body.js';
import styles from './skeleton.module.css';
import { t } from '../i18n/i18n.js';

/** A shimmering block standing in for content that is loading (same place, about the same size). */
export function Skeleton({ width = '100%', height = '1rem', radius, style }: { width?: string | number; height?: string | number; radius?: string; style?: CSSProperties }) {
  return <span className={styles.skeleton} aria-hidden="true" style={{ width, height, borderRadius: radius, ...style }} />;
}

/** The outline of a screen while its data loads: a summary card and a few rows, instead of a blank page. */
export function ScreenSkeleton({ label = t('ui.loading') }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-label={label}>
      <Skeleton width="40%" height="1.5rem" radius="var(--ferry-radius-pill)" />
      <div className={styles.card}>
        {[62, 48, 70, 55, 40].map((width) => (
          <div key={width} className={styles.row}>
            <Skeleton width="30%" height="0.875rem" />
            <Skeleton width={`${width}%`} height="0.875rem" />
          </div>
        ))}
      </div>
      <Skeleton height="3rem" radius="var(--ferry-radius-control)" />
    </div>
  );
}

/** A whole screen body in its loading outline (the order screens, while their order loads). */
export function LoadingSkeleton() {
  return (
    <ScreenBody>
      <ScreenSkeleton label={t('layout.loading')} />
    </ScreenBody>
  );
}
