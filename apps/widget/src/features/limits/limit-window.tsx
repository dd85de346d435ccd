import { LIMIT_WINDOW_LABELS, type LimitWindow, type WindowLimit } from '@ferry/contracts';
import { limitProgressPercent, truncateLimitValue } from '@ferry/rules';
import styles from './limits.module.css';

/** One window of My limits: its label, a bar of spent against the limit (1 to 100 %), and what remains. */
export function LimitWindowCard({ window, limit, currency }: { window: LimitWindow; limit: WindowLimit; currency: string }) {
  const label = LIMIT_WINDOW_LABELS[window];
  const percent = limitProgressPercent(limit);
  const amount = (value: string) => `${truncateLimitValue(value)} ${currency}`;
  return (
    <section className={styles.window} aria-label={label}>
      <div className={styles.windowHead}>
        <h2 className={styles.windowTitle}>{label}</h2>
        <span className={styles.limit}>Limit {amount(limit.limits)}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`${label} spent`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Spent</dt>
          <dd>{amount(limit.spent)}</dd>
        </div>
        <div>
          <dt>Remaining</dt>
          <dd>{amount(limit.remaining)}</dd>
        </div>
      </dl>
    </section>
  );
}
