import type { DiscountBanner as DiscountBannerContent } from '@ferry/rules';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import { Badge } from '../../../ui/badge.js';
import styles from './discount-banner.module.css';

function bannerText(banner: DiscountBannerContent): string {
  if (banner.kind === 'percent') return t('orders.discount.percent', { percent: formatDecimal(banner.percent) });
  const saving = { saving: formatDecimal(banner.saving), currency: banner.fiatCurrency };
  if (banner.kind === 'saving') return t('orders.discount.saving', saving);
  return t('orders.discount.savingAndPercent', { ...saving, percent: formatDecimal(banner.percent) });
}

/** The payment status page's discount banner: what the order's campaign saved (rule in @ferry/rules). */
export function DiscountBanner({ banner }: { banner: DiscountBannerContent }) {
  const title = t('orders.discount.title');
  return (
    <section className={styles.banner} aria-label={title}>
      <Badge>{title}</Badge>
      <p className={styles.text}>{bannerText(banner)}</p>
    </section>
  );
}
