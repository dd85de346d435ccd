import type { MappedUser } from '@ferry/contracts';
import { Spinner } from '../../../ui/spinner.js';
import { kycCardView } from '../kyc-status-view.js';
import styles from '../profile.module.css';

/** The KYC status card of the profile; nothing for a user who has not submitted KYC. */
export function KycStatusCard({ user }: { user: MappedUser }) {
  const view = kycCardView(user);
  if (!view) return null;
  return (
    <section className={[styles.card, styles[view.tone]].join(' ')} aria-label="KYC status" role="status">
      <div className={styles.cardHead}>
        {view.tone === 'pending' ? <Spinner size="inline" label="Verification in progress" /> : <span className={styles.dot} aria-hidden="true" />}
        <h2 className={styles.cardTitle}>{view.title}</h2>
      </div>
      {view.level && <p className={styles.level}>KYC level: {view.level}</p>}
      {view.lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {view.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label="Rejection reasons">
          {view.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
