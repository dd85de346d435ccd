import type { MappedUser } from '@ferry/contracts';
import { Spinner } from '../../../ui/spinner.js';
import { kycCardView } from '../kyc-status-view.js';
import styles from '../profile.module.css';
import { t } from '../../../i18n/i18n.js';

/** The KYC status card of the profile; nothing for a user who has not submitted KYC. */
export function KycStatusCard({ user }: { user: MappedUser }) {
  const view = kycCardView(user);
  if (!view) return null;
  return (
    <section className={[styles.card, styles[view.tone]].join(' ')} aria-label={t('profile.kyc.statusLabel')} role="status">
      <div className={styles.cardHead}>
        {view.tone === 'pending' ? <Spinner size="inline" label={t('profile.kyc.inProgressLabel')} /> : <span className={styles.dot} aria-hidden="true" />}
        <h2 className={styles.cardTitle}>{view.title}</h2>
      </div>
      {view.level && <p className={styles.level}>{t('profile.kyc.level', { level: view.level })}</p>}
      {view.lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {view.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={t('profile.kyc.reasonsLabel')}>
          {view.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
