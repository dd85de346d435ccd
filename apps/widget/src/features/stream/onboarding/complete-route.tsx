import { useMutation } from '@tanstack/react-query';
import { generateStreamWallet } from '../../../api/stream/generate-stream-wallet.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { ErrorPopup } from '../../../layout/error-popup.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { Link, Navigate, useNavigate } from '../../../routing/index.js';
import { buttonClassName } from '../../../ui/button.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { StreamGate } from '../components/stream-gate.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';
import { useStreamContext } from '../use-stream-context.js';
import { returnToPartner } from './return-to-partner.js';


function Complete() {
  const navigate = useNavigate();
  const { partner, user, params, flowType } = useStreamContext();
  const walletGeneration = useMutation({ mutationFn: (asset: Parameters<typeof generateStreamWallet>[0]) => generateStreamWallet(asset) });
  if (!partner || !user) return <LoadingScreen />;
  const stream = user.offRampStream;
  if (!stream.isOnboardingComplete) return <Navigate to={paths.streamOnboardingIntro} replace />;

  const goOn = async () => {
    const crypto = params.cryptoCurrencyCode;
    const network = params.networks?.[0];
    // The partner's query-parameter flow ends at its redirectURL; IN_APP stays inside.
    if (flowType !== 'QUERY_PARAM' || !params.redirectURL || !crypto || !network) {
      void navigate(paths.streamWallets);
      return;
    }
    try {
      const wallet = await walletGeneration.mutateAsync({ cryptoCurrency: crypto, network, partnerApiKey: partner.apiKey });
      returnToPartner(params.redirectURL, {
        walletAddress: wallet.address,
        cryptoCurrency: wallet.cryptoCurrency,
        network: wallet.network,
        fiatCurrency: stream.fiatCurrencyCode ?? '',
        paymentMethod: stream.paymentMethod ?? '',
        payoutType: stream.payoutType ?? '',
      });
    } catch {
      // The failure popup shows from the mutation's error.
    }
  };

  return (
    <>
      <Header title={t('stream.intro.title')} />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={`${styles.icon} ${styles.iconSuccess}`} aria-hidden="true">
            ✓
          </span>
          <h2 className={text.screenHeading}>{t('stream.complete.heading')}</h2>
          <p className={text.body}>{t('stream.complete.text')}</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('stream.complete.continue')} onButtonClick={() => void goOn()} isButtonLoading={walletGeneration.isPending || walletGeneration.isSuccess}>
        {flowType === 'IN_APP' && (
          <Link to={paths.exchange} className={buttonClassName({ variant: 'text', size: 'md', fullWidth: true })}>
            {t('stream.backToApp')}
          </Link>
        )}
      </StickyFooter>
      {walletGeneration.isError && <ErrorPopup message={t('stream.wallets.generateFailed')} buttonText={t('stream.wallets.backToHome')} to={paths.exchange} />}
    </>
  );
}

/** Complete (spec 001 sections 2 and 4): 'Congratulations!', then My Wallets, or the partner's redirectURL in its query-parameter flow. */
export function StreamCompleteRoute() {
  return (
    <StreamGate>
      <Complete />
    </StreamGate>
  );
}
