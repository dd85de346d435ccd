import styles from './progress-bar.module.css';
import { t } from '../i18n/i18n.js';

export interface ProgressBarProps {
  /** Shown before 'n/m'; 'Step' unless given (spec 001 section 2). */
  label?: string;
  step: number;
  total: number;
}

/** Step progress; at 100 percent it turns to the success colour. */
export function ProgressBar({ label = t('ui.step'), step, total }: ProgressBarProps) {
  const percent = total > 0 ? Math.min(100, Math.max(0, (step / total) * 100)) : 0;
  const isComplete = percent >= 100;
  return (
    <div className={[styles.progress, isComplete ? styles.complete : ''].join(' ')} data-complete={isComplete}>
      <span className={styles.label}>
        {label} {step}/{total}
      </span>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
