import type { ReactNode } from 'react';
import { Link } from '../../../routing/index.js';
import type { DiscountNudge } from '@ferry/rules';
import { Badge } from '../../../ui/badge.js';
import { AlertIcon } from '../../../ui/icons.js';
import { ERROR_MESSAGES } from '../../../i18n/error-messages.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { paths } from '../../../config/paths.js';
import styles from './exchange-notices.module.css';
import { t } from '../../../i18n/i18n.js';

/** The amount error box: bound messages and quote errors (spec 000 section 8). */
export function ErrorBox({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={styles.errorBox}>
      <AlertIcon width={16} height={16} />
      <span>{children}</span>
    </p>
  );
}

/**
 * A payment method refused for the KYCed country (spec 000 section 8): the country may be out of
 * date, so 'Update Now' opens the address form again to correct it.
 */
export function LocationNotice() {
  return (
    <ErrorBox>
      {ERROR_MESSAGES.updateLocation} <Link to={`${paths.kycForms}/address?update=true`}>{ERROR_MESSAGES.updateNow}</Link>
    </ErrorBox>
  );
}

/** The rate line: the inverse of the conversion price, per one crypto. */
export function RateLine({ crypto, rate, fiat }: { crypto: string; rate: string; fiat: string }) {
  return (
    <p className={styles.rate}>
      <span>{t('exchange.rate')}</span>
      <span className={styles.rateValue}>
        1 {crypto} = {rate} {fiat}
      </span>
    </p>
  );
}

/** Spec 000 section 6: the badge, and the nudge for the viewer's login and KYC state. */
export function DiscountNotice({ nudge }: { nudge: DiscountNudge | null }) {
  return (
    <div className={styles.discount}>
      <Badge>{t('exchange.discount.badge')}</Badge>
      {nudge && <span className={styles.nudge}>{t(`exchange.discount.${nudge}`)}</span>}
    </div>
  );
}

/** A UK visitor without approved KYC sees the FCA high-risk investment warning (spec 000 section 2), in its prescribed words. */
export function UkRiskBanner() {
  const links = useInfoLinks();
  return (
    <aside className={styles.ukBanner} aria-label={t('exchange.ukRisk.label')}>
      <strong>{t('exchange.ukRisk.warning')}</strong> {t('exchange.ukRisk.text')}{' '}
      <a href={links.ukRiskSummary} target="_blank" rel="noopener noreferrer">
        {t('exchange.ukRisk.link')}
      </a>
    </aside>
  );
}

/** The off-ramp stream promo on the sell tab, for Ferry's own partner key only. */
export function StreamPromo({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.streamPromo}>
      <span className={styles.streamTitle}>
        {t('exchange.streamPromo.title')} <Badge>{t('ui.new')}</Badge>
      </span>
      <span className={styles.streamText}>{t('exchange.streamPromo.text')}</span>
    </Link>
  );
}
