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

export const PENDING_FORM_LABELS: Record<PendingFormId, string> = {
  PERSONAL_DETAILS: 'Personal details',
  ADDRESS: 'Address',
  RESIDENTIAL_ADDRESS: 'Residential address',
  SSN: 'Social Security Number',
  ID_PROOF_SELFIE: 'ID proof and selfie',
  IDENTITY_DOCUMENT: 'Identity document',
  SOURCE_FUNDS: 'Source of funds',
};

export const RELIANCE_FAILED_MESSAGE = 'Unable to fetch your KYC details';

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
              <Spinner size={60} label="Fetching your KYC details" />
              <h2 className={styles.screenTitle}>Fetching your KYC details</h2>
              <p className={styles.screenText}>We are getting the verification you already completed with our partner. This takes a few seconds.</p>
            </>
          )}
          {status === 'DONE' && missing.length === 0 && (
            <>
              <span className={styles.screenIcon}>
                <CheckIcon />
              </span>
              <h2 className={styles.screenTitle}>KYC details fetched</h2>
              <p className={styles.screenText}>Your KYC details were fetched successfully.</p>
            </>
          )}
          {status === 'DONE' && missing.length > 0 && (
            <>
              <span className={styles.screenIcon}>
                <CheckIcon />
              </span>
              <h2 className={styles.screenTitle}>A few more details needed</h2>
              <p className={styles.screenText}>We fetched your KYC details. To finish, please also provide:</p>
              <ul className={styles.list}>
                {missing.map((id) => (
                  <li key={id}>{PENDING_FORM_LABELS[id]}</li>
                ))}
              </ul>
            </>
          )}
          {status === 'FAILED' && (
            <>
              <span className={styles.screenIcon}>
                <AlertIcon width={28} height={28} />
              </span>
              <h2 className={styles.screenTitle}>{RELIANCE_FAILED_MESSAGE}</h2>
              <p className={styles.screenText}>No problem: you can complete the standard KYC instead.</p>
            </>
          )}
        </div>
      </ScreenBody>
      <StickyFooter isButtonDisabled={status === 'PENDING'} onButtonClick={() => void refreshAndContinue()} />
    </>
  );
}
