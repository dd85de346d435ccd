import { ErrorCode, type KycForm, KycFormId, type KycSession } from '@ferry/contracts';
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from '../../routing/index.js';
import { isApiError } from '../../api/api-error.js';
import { messageForError } from '../../api/error-messages.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { FormScreen } from './components/form-screen.js';
import { useKycNavigation } from './hooks/use-kyc-navigation.js';
import { useKycSession } from './hooks/use-kyc-session.js';
import styles from '../../forms/forms.module.css';
import { kycFormPath } from './model/after-kyc.js';
import { usePartnerUserData } from './model/kyc-params.js';
import { IdProofScreen } from './screens/id-proof-screen.js';
import { RefreshIntroScreen, UpgradeScreen } from './screens/intro-screens.js';
import { ProviderUnavailableScreen } from './screens/provider-unavailable-screen.js';
import { t } from '../../i18n/i18n.js';
import { RelianceScreen } from './screens/reliance-screen.js';

/** The KYC provider is down: the spec's code 500, or Ferry's KYC_PROVIDER_UNAVAILABLE (503). */
export function isProviderUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.KYC_PROVIDER_UNAVAILABLE || error.status === 500);
}

/** No form left: refetch the user and move on (confirm order, or the profile). */
function KycDone() {
  const { finish } = useKycNavigation();
  useEffect(() => {
    void finish();
  }, [finish]);
  return <LoadingScreen />;
}

function FormOfSession({ session, form, userId }: { session: KycSession; form: KycForm; userId: string }) {
  const userData = usePartnerUserData();
  switch (form.id) {
    case 'kycReliance':
      return <RelianceScreen session={session} form={form} />;
    case 'kycUpgrade':
      return <UpgradeScreen session={session} form={form} />;
    case 'kycDetailsExpired':
      return <RefreshIntroScreen session={session} form={form} />;
    case 'idProof':
      return <IdProofScreen session={session} form={form} />;
    default:
      return <FormScreen key={form.id} session={session} form={form} userId={userId} userData={userData} />;
  }
}

/**
 * /user/kyc-forms and /user/kyc-forms/:formId (spec 000 section 2): runs the server's forms
 * step by step. An unknown or finished form id goes to the first form left, unless `?update=true`
 * asks for that form again.
 */
export function KycFormRoute() {
  const { formId } = useParams();
  const [search] = useSearchParams();
  // 'Update Now' of the location alert: the done address form opens again, prefilled.
  const updated = KycFormId.safeParse(formId).data;
  const session = useKycSession(updated && search.get('update') === 'true' ? [updated] : undefined);
  const { user } = useUser(usePartner().data?.apiKey);

  if (session.error) {
    const error = session.error;
    if (isProviderUnavailable(error)) return <ProviderUnavailableScreen />;
    if (isApiError(error) && (error.code === ErrorCode.QUOTE_INVALID || error.code === ErrorCode.QUOTE_EXPIRED)) {
      return <Navigate to={paths.exchange} replace />;
    }
    return (
      <>
        <Header title={t('kyc.title')} back="history" />
        <ScreenBody isCentered>
          <p className={styles.screenText} role="alert">
            {messageForError(error)}
          </p>
        </ScreenBody>
        <StickyFooter buttonText={t('kyc.tryAgain')} onButtonClick={() => void session.refetch()} />
      </>
    );
  }
  if (!session.data || !user) return <LoadingScreen />;

  const form = session.data.forms.find((candidate) => candidate.id === formId);
  if (!form) {
    const first = session.data.forms[0];
    return first ? <Navigate to={kycFormPath(first.id)} replace /> : <KycDone />;
  }
  return <FormOfSession session={session.data} form={form} userId={user.id} />;
}
