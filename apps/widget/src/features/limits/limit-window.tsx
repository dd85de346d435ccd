import type { LimitWindow, WindowLimit } from '@ferry/contracts';
import { limitProgressPercent, truncateLimitValue } from '@ferry/rules';
import { formatDecimal } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';
import styles from './limits.module.css';

/** 'Today', 'Last 30 days', 'Last 365 days' (spec 001 section 2). */
function windowLabel(window: LimitWindow): string {
  if (window === '1') return t('limits.window.today');
  if (window === '30') return t('limits.window.last30Days');
  return t('limits.window.last365Days');
}

/** One window of My limits: its label, a bar of spent against the limit (1 to 100 %), and what remains. */
export function LimitWindowCard({ window, limit, currency }: { window: LimitWindow; limit: WindowLimit; currency: string }) {
  const label = windowLabel(window);
  const percent = limitProgressPercent(limit);
  const amount = (value: string) => t('limits.amount', { amount: formatDecimal(truncateLimitValue(value), { grouping: false }), currency });
  return (
    <section className={styles.window} aria-label={label}>
      <div className={styles.windowHead}>
        <h2 className={styles.windowTitle}>{label}</h2>
        <span className={styles.limit}>{t('limits.limit', { amount: amount(limit.limits) })}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('limits.spentLabel', { window: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('limits.spent')}</dt>
          <dd>{amount(limit.spent)}</dd>
        </div>
        <div>
          <dt>{t('limits.remaining')}</dt>
          <dd>{amount(limit.remaining)}</dd>
        </div>
      </dl>
    </section>
  );
}
