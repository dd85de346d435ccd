import { type KycForm, KycRelianceData, type KycSession, type PendingFormId, POLL_RELIANCE_MS, POLL_RELIANCE_START_DELAY_MS } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getRelianceStatus } from '../../../api/kyc/get-reliance-status.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { Spinner } from '../../../ui/spinner.js';
import { AlertIcon } from '../../../ui/icons.js';
import { KycHeader } from '../components/kyc-header.js';
import { CheckIcon } from '../components/screen-icons.js';
import { useKycNavigation } from '../hooks/use-kyc-navigation.js';
import styles from '../../../forms/forms.module.css';
import { t } from '../../../i18n/i18n.js';

/** The names of the forms the partner's KYC did not cover (a code picks the text). */
export function pendingFormText(id: PendingFormId): string {
  switch (id) {
    case 'PERSONAL_DETAILS':
      return t('kyc.reliance.pending.personalDetails');
    case 'ADDRESS':
      return t('kyc.reliance.pending.address');
    case 'RESIDENTIAL_ADDRESS':
      return t('kyc.reliance.pending.residentialAddress');
    case 'SSN':
      return t('kyc.reliance.pending.ssn');
    case 'ID_PROOF_SELFIE':
      return t('kyc.reliance.pending.idProofSelfie');
    case 'IDENTITY_DOCUMENT':
      return t('kyc.reliance.pending.identityDocument');
    case 'SOURCE_FUNDS':
      return t('kyc.reliance.pending.sourceFunds');
  }
}

/**
 * Fetching KYC From Partner (spec 000 section 4 "KYC reliance"): polling starts after 4 s and
 * repeats every 2 s until DONE or FAILED; Continue is enabled on either.
 */
export function RelianceScreen({ session, form }: { session: KycSession; form: KycForm }) {
  const { refreshAndContinue } = useKycNavigation();
  const data = KycRelianceData.safeParse(form.data).data;
  const [hasStarted, setHasStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasStarted(true), POLL_RELIANCE_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const poll = useQuery({
    queryKey: ['kyc-reliance', data?.pollingPath],
    queryFn: ({ signal }) => getRelianceStatus(data?.pollingPath ?? '', signal),
    enabled: hasStarted && data !== undefined,
    refetchInterval: (query) => (query.state.data?.shareTokenStatus === 'PENDING' || !query.state.data ? POLL_RELIANCE_MS : false),
  });
  const status = poll.data?.shareTokenStatus ?? 'PENDING';
  const missing = poll.data?.moreInfo?.required ? poll.data.moreInfo.pendingKycForms : [];

  return (
    <>
      <KycHeader session={session} form={form} />
      <ScreenBody>
        <div className={styles.screen} aria-live="polite">
          {status === 'PENDING' && (
            <>
              <Spinner size={60} label={t('kyc.reliance.fetching')} />
              <h2 className={styles.screenTitle}>{t('kyc.reliance.fetching')}</h2>
              <p className={styles.screenText}>{t('kyc.reliance.fetchingText')}</p>
            </>
          )}
          {status === 'DONE' && missing.length === 0 && (
            <>
              <span className={styles.screenIcon}>
                <CheckIcon />
              </span>
              <h2 className={styles.screenTitle}>{t('kyc.reliance.done')}</h2>
              <p className={styles.screenText}>{t('kyc.reliance.doneText')}</p>
            </>
          )}
          {status === 'DONE' && missing.length > 0 && (
            <>
              <span className={styles.screenIcon}>
                <CheckIcon />
              </span>
              <h2 className={styles.screenTitle}>{t('kyc.reliance.more')}</h2>
              <p className={styles.screenText}>{t('kyc.reliance.moreText')}</p>
              <ul className={styles.list}>
                {missing.map((id) => (
                  <li key={id}>{pendingFormText(id)}</li>
                ))}
              </ul>
            </>
          )}
          {status === 'FAILED' && (
            <>
              <span className={styles.screenIcon}>
                <AlertIcon width={28} height={28} />
              </span>
              <h2 className={styles.screenTitle}>{t('kyc.reliance.failed')}</h2>
              <p className={styles.screenText}>{t('kyc.reliance.failedText')}</p>
            </>
          )}
        </div>
      </ScreenBody>
      <StickyFooter isButtonDisabled={status === 'PENDING'} onButtonClick={() => void refreshAndContinue()} />
    </>
  );
}
