import type { MappedUser } from '@ferry/contracts';
import { useNavigate } from '../../routing/index.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { KycStatusCard } from './components/kyc-status-card.js';
import { kycCallToAction } from './kyc-status-view.js';
import styles from './profile.module.css';
import { Page } from '../../ui/page.js';
import { Section } from '../../ui/section.js';
import { t } from '../../i18n/i18n.js';
import { useResumeOrder } from './use-resume-order.js';

/** A saved account's kind; a kind this widget does not know yet reads as its code. */
function bankTypeText(type: string): string {
  if (type === 'SEPA_BANK') return t('profile.banks.sepa');
  if (type === 'GBP_BANK') return t('profile.banks.gbp');
  return type.replaceAll('_', ' ');
}

const masked = (account: string | null) => (account ? `•••• ${account.slice(-4)}` : '—');

function Details({ user }: { user: MappedUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Section title={t('profile.details.title')}>
      <dl>
        <div className={styles.row}>
          <dt>{t('profile.details.name')}</dt>
          <dd>{name || '—'}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('profile.details.mobile')}</dt>
          <dd>{user.mobileNumber ?? '—'}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('profile.details.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
    </Section>
  );
}

function Banks({ user }: { user: MappedUser }) {
  return (
    <Section title={t('profile.banks.title')}>
      {user.banks.length === 0 ? (
        <p className={styles.empty}>{t('profile.banks.none')}</p>
      ) : (
        <dl>
          {user.banks.map((bank) => (
            <div key={bank.id} className={styles.row}>
              <dt>{bankTypeText(bank.type)}</dt>
              <dd>{masked(bank.accountNumber)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

/**
 * My Profile (spec 001 section 2): name, mobile, e-mail, bank details and the KYC status card.
 * The user is refetched every 2 s while KYC is submitted (spec 001 section 4), so a decision shows
 * by itself; with an order started, an approval goes on to confirm order, and 'Resume Order' stays.
 */
export function ProfileRoute() {
  const navigate = useNavigate();
  const { user } = useUser(usePartner().data?.apiKey);
  const order = useResumeOrder(user);
  if (!user) return <LoadingScreen />;
  const kycCta = kycCallToAction(user);
  const footer = kycCta
    ? { buttonText: kycCta, onButtonClick: () => void navigate(paths.kycForms) }
    : order.canResume
      ? { buttonText: t('profile.resumeOrder'), onButtonClick: order.resume }
      : {};
  return (
    <>
      <Header title={t('profile.title')} back="history" />
      <ScreenBody>
        <Page>
          <KycStatusCard user={user} />
          {order.canResume && user.kyc.l1.status === 'SUBMITTED' && <p className={styles.note}>{t('profile.resumeWaiting')}</p>}
          <Details user={user} />
          <Banks user={user} />
        </Page>
      </ScreenBody>
      <StickyFooter {...footer} />
    </>
  );
}
