import { Skeleton } from '../../ui/skeleton.js';
import styles from './cards.module.css';

/** The card form's fields, shimmering, while the gateway's frame loads. */
export function CardFieldsSkeleton() {
  const field = (width: string) => (
    <div className={styles.skeletonField} style={{ width }}>
      <Skeleton width="45%" height="0.8rem" />
      <Skeleton height="3.25rem" radius="var(--ferry-radius-control)" />
    </div>
  );
  return (
    <div className={styles.frameSkeleton} aria-hidden="true">
      {field('100%')}
      <div className={styles.skeletonRow}>
        {field('50%')}
        {field('50%')}
      </div>
    </div>
  );
}
