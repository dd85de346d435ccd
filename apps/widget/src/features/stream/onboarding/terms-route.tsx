import type { PaymentMethodId } from '@ferry/contracts';
import { streamTermsRoute } from '@ferry/rules';
import { messageForError } from '../../../api/error-messages.js';
import { readLocationState } from '../../../layout/location-state.js';
import { ErrorPopup } from '../../../layout/error-popup.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { Navigate, useLocation, useNavigate } from '../../../routing/index.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { StreamGate } from '../components/stream-gate.js';
import styles from '../stream.module.css';
import { Page } from '../../../ui/page.js';
import { useStreamContext } from '../use-stream-context.js';
import { useSaveWithdrawalDetails } from './use-save-withdrawal-details.js';


function Terms() {
  const navigate = useNavigate();
  const state = readLocationState(useLocation().state);
  const { partner, user, flowType } = useStreamContext();
  const saving = useSaveWithdrawalDetails({
    partnerApiKey: partner?.apiKey ?? '',
    flowType,
    savedPaymentMethod: user?.offRampStream.paymentMethod ?? null,
    onSaved: (isUpdate) => void navigate(isUpdate ? paths.streamWallets : paths.streamOnboardingComplete, { replace: true }),
  });
  if (!partner || !user) return <LoadingScreen />;
  const paymentMethod = (state.paymentMethod ?? null) as PaymentMethodId | null;
  if (!paymentMethod || !state.fiatCurrency) return <Navigate to={paths.streamOnboardingChooseMethod} replace />;
  const step = streamTermsRoute({ paymentMethod, bankId: state.bankId ?? null, cardId: state.cardId ?? null, savedCardCount: 1, isOnboardingComplete: false });
  if (step.to === 'bank-details') return <Navigate to={paths.bankDetails} replace state={state} />;
  if (step.to === 'select-card') return <Navigate to={paths.selectCard} replace state={state} />;

  return (
    <>
      <Header title={t('stream.terms.title')} back="history" />
      <ScreenBody>
        <Page>
          <h2 className={styles.subheading}>{t('stream.terms.heading')}</h2>
          <ol className={styles.termsList}>
            {[t('stream.terms.point1'), t('stream.terms.point2'), t('stream.terms.point3'), t('stream.terms.point4')].map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
        </Page>
      </ScreenBody>
      <StickyFooter
        buttonText={t('stream.terms.accept')}
        isButtonLoading={saving.isSaving}
        toast={saving.toast}
        onButtonClick={() => saving.submit({ fiatCurrency: state.fiatCurrency ?? '', paymentMethod, bankId: state.bankId, cardId: state.cardId })}
      />
      {saving.error && (
        <ErrorPopup
          message={messageForError(saving.error)}
          buttonText={t('stream.terms.saveFailed')}
          onButtonClick={saving.reset}
          to={paths.streamOnboardingChooseMethod}
        />
      )}
    </>
  );
}

/** Terms and conditions (spec 001 sections 2 and 4): 'I Accept' saves the withdrawal details. */
export function StreamTermsRoute() {
  return (
    <StreamGate>
      <Terms />
    </StreamGate>
  );
}
