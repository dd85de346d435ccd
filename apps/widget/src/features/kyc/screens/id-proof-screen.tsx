import { COPIED_CONFIRMATION_MS, IdProofData, type KycForm, type KycSession, POLL_EXTERNAL_KYC_FALLBACK_MS, POLL_EXTERNAL_KYC_MS } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { emailVerificationLink } from '../../../api/kyc/email-verification-link.js';
import { getExternalKycStatus } from '../../../api/kyc/get-external-kyc-status.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { Button, buttonClassName } from '../../../ui/button.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { Spinner } from '../../../ui/spinner.js';
import { KycHeader } from '../components/kyc-header.js';
import { IdCardIcon } from '../components/screen-icons.js';
import { isIos, useHasCamera } from '../hooks/use-has-camera.js';
import { useKycNavigation } from '../hooks/use-kyc-navigation.js';
import styles from '../../../forms/forms.module.css';
import { t } from '../../../i18n/i18n.js';

type Phase = 'start' | 'waiting' | 'confirming';

/** How often the step's status is asked: every 8 s on the fallback page, every 2 s once the user says it is done. */
export function pollIntervalFor(phase: Phase): number | false {
  if (phase === 'confirming') return POLL_EXTERNAL_KYC_MS;
  if (phase === 'waiting') return POLL_EXTERNAL_KYC_FALLBACK_MS;
  return false;
}

/**
 * ID Proof & Selfie (spec 000 section 4 "External ID check"): the provider's page opens in a new
 * tab; without a camera (or on iOS) the link is shown to copy or open, and e-mailed. Any status
 * other than NOT_SUBMITTED sends the user to the profile.
 */
export function IdProofScreen({ session, form }: { session: KycSession; form: KycForm }) {
  const data = IdProofData.safeParse(form.data).data;
  const { toProfile } = useKycNavigation();
  const hasCamera = useHasCamera();
  const usesLink = hasCamera === false || isIos();
  const [phase, setPhase] = useState<Phase>('start');
  const [isCopied, setIsCopied] = useState(false);
  const [isEmailed, setIsEmailed] = useState(false);
  const hasEmailed = useRef(false);
  const workflowRunId = data?.workflowRunId ?? '';

  const status = useQuery({
    queryKey: ['kyc-external-status', workflowRunId],
    queryFn: ({ signal }) => getExternalKycStatus(workflowRunId, signal),
    enabled: data !== undefined && phase !== 'start',
    refetchInterval: pollIntervalFor(phase),
  });
  const current = status.data?.status;
  useEffect(() => {
    if (current && current !== 'NOT_SUBMITTED') void toProfile();
  }, [current, toProfile]);

  useEffect(() => {
    if (!usesLink || !data || hasEmailed.current) return;
    hasEmailed.current = true;
    setPhase('waiting');
    emailVerificationLink(data.workflowRunId)
      .then(() => setIsEmailed(true))
      .catch(() => setIsEmailed(false));
  }, [data, usesLink]);

  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setIsCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  if (!data) return null;
  const start = () => {
    window.open(data.verificationUrl, '_blank', 'noopener,noreferrer');
    setPhase('waiting');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.verificationUrl);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };

  return (
    <>
      <KycHeader session={session} form={form} />
      <ScreenBody>
        <div className={styles.screen} aria-live="polite">
          {phase === 'confirming' ? (
            <>
              <Spinner size={60} label={t('kyc.idProof.checking')} />
              <h2 className={styles.screenTitle}>{t('kyc.idProof.checking')}</h2>
              <p className={styles.screenText}>{t('kyc.idProof.checkingText')}</p>
            </>
          ) : (
            <>
              <span className={styles.screenIcon}>
                <IdCardIcon />
              </span>
              <h2 className={styles.screenTitle}>{t('kyc.idProof.title')}</h2>
              <p className={styles.screenText}>{form.fields[0]?.description}</p>
              {usesLink && (
                <div className={styles.linkBox}>
                  <p className={styles.screenText}>
                    {hasCamera === false ? t('kyc.idProof.noCameraLink') : t('kyc.idProof.link')}
                  </p>
                  <p className={styles.linkText}>{data.verificationUrl}</p>
                  <div className={styles.actions}>
                    <Button size="sm" variant="outlined" onClick={() => void copy()}>
                      {isCopied ? t('kyc.idProof.copied') : t('kyc.idProof.copy')}
                    </Button>
                    <a className={buttonClassName({ size: 'sm', variant: 'outlined' })} href={data.verificationUrl} target="_blank" rel="noopener noreferrer">
                      {t('kyc.idProof.open')}
                    </a>
                  </div>
                  {isEmailed && <p className={styles.description}>{t('kyc.idProof.emailed')}</p>}
                </div>
              )}
              {phase === 'waiting' && (
                <p className={styles.screenText}>{t('kyc.idProof.waiting')}</p>
              )}
            </>
          )}
        </div>
      </ScreenBody>
      {phase === 'start' && !usesLink ? (
        <StickyFooter buttonText={t('kyc.idProof.start')} isButtonLoading={hasCamera === null} onButtonClick={start} />
      ) : (
        <StickyFooter
          buttonText={t('kyc.idProof.completed')}
          isButtonLoading={phase === 'confirming'}
          onButtonClick={() => setPhase('confirming')}
        />
      )}
    </>
  );
}
