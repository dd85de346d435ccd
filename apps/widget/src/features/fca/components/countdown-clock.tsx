import { t } from '../../../i18n/i18n.js';
import { timeLeft, two } from '../time-left.js';
import styles from '../fca.module.css';

/** A countdown in hours, minutes and seconds, read out as one timer. */
export function CountdownClock({ endsAt, now, label }: { endsAt: number; now: number; label: string }) {
  const left = timeLeft(endsAt, now);
  const units = [
    { value: left.hours, unit: t('fca.countdown.hours') },
    { value: left.minutes, unit: t('fca.countdown.minutes') },
    { value: left.seconds, unit: t('fca.countdown.seconds') },
  ];
  return (
    <div role="timer" aria-label={label} className={styles.clockUnits}>
      {units.map(({ value, unit }) => (
        <span key={unit} className={styles.clockUnit}>
          <span className={styles.clock}>{two(value)}</span>
          <span>{unit}</span>
        </span>
      ))}
    </div>
  );
}
