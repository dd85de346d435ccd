import type { DiscountBanner as DiscountBannerContent } from '@ferry/rules';
import { Badge } from '../../../ui/badge.js';
import styles from './discount-banner.module.css';

/** The payment status page's discount banner: what the order's campaign saved (rule in @ferry/rules). */
export function DiscountBanner({ banner }: { banner: DiscountBannerContent }) {
  return (
    <section className={styles.banner} aria-label={banner.title}>
      <Badge>{banner.title}</Badge>
      <p className={styles.text}>{banner.text}</p>
    </section>
  );
}
