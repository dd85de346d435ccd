import { type CryptoCurrency, ErrorCode, type PaymentMethodId } from '@ferry/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error.js';
import { useCryptoCurrencies } from '../../../api/startup/get-crypto-currencies.js';
import { useStreamWallet } from '../../../api/stream/generate-stream-wallet.js';
import { readLocationState } from '../../../layout/location-state.js';
import { ErrorPopup } from '../../../layout/error-popup.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { useLocation, useNavigate } from '../../../routing/index.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { HowItWorksDrawer } from '../components/how-it-works-drawer.js';
import { MissingDetailsPopup } from '../components/missing-details-popup.js';
import { StreamGate } from '../components/stream-gate.js';
import { useSaveWithdrawalDetails } from '../onboarding/use-save-withdrawal-details.js';
import styles from '../stream.module.css';
import { Page } from '../../../ui/page.js';
import { useStreamContext } from '../use-stream-context.js';
import { AddressStep } from './address-step.js';
import { CalculatorDrawer } from './calculator-drawer.js';
import { streamCryptos } from './crypto-choices.js';
import { CryptoPicker } from './crypto-picker.js';
import { RefundWalletDrawer } from './refund-wallet-drawer.js';
import { WithdrawalSummary } from './withdrawal-summary.js';

type Overlay = 'how' | 'refund' | 'calculator' | null;

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.walletStep} aria-label={title}>
      <h2 className={styles.walletStepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A payout card added while editing comes back here (spec 001 section 2): its details are saved with PUT. */
function useCardUpdateOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readLocationState(location.state);
  const { partner, user, flowType } = useStreamContext();
  const saving = useSaveWithdrawalDetails({
    partnerApiKey: partner?.apiKey ?? '',
    flowType,
    savedPaymentMethod: user?.offRampStream.paymentMethod ?? null,
    onSaved: () => void navigate(paths.streamWallets, { replace: true }),
  });
  const pending = state.isUpdate && state.cardId && state.paymentMethod && state.fiatCurrency ? state : null;
  useEffect(() => {
    if (pending && user && partner && !saving.isSaving && !saving.error) {
      saving.submit({ fiatCurrency: pending.fiatCurrency ?? '', paymentMethod: pending.paymentMethod as PaymentMethodId, cardId: pending.cardId });
    }
    // Once per arrival: the state is replaced when the toast is over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Boolean(pending), Boolean(user), Boolean(partner)]);
  return saving;
}

function Wallets() {
  const navigate = useNavigate();
  const { partner, user, params } = useStreamContext();
  const cryptos = streamCryptos(useCryptoCurrencies().data ?? [], params);
  const [picked, setPicked] = useState<CryptoCurrency | null>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const update = useCardUpdateOnArrival();
  const crypto = picked ?? cryptos.find((candidate) => candidate.uniqueId === 'ETH_ethereum') ?? cryptos[0] ?? null;
  const hasDetails = Boolean(user?.offRampStream.paymentMethod);
  const wallet = useStreamWallet(crypto && partner && hasDetails ? { cryptoCurrency: crypto.symbol, network: crypto.network.name, partnerApiKey: partner.apiKey } : null);
  if (user && partner && !hasDetails) {
    return (
      <>
        <Header title={t('stream.wallets.title')} back={{ to: paths.exchange }} />
        <MissingDetailsPopup />
      </>
    );
  }
  if (!user || !partner || !crypto) return <LoadingScreen />;
  const stream = user.offRampStream;
  const edit = () => void navigate(paths.streamOnboardingChooseMethod);
  const isMissing = isApiError(wallet.error) && wallet.error.code === ErrorCode.STREAM_SETTINGS_NOT_FOUND;

  return (
    <>
      <Header title={t('stream.wallets.title')} back={{ to: paths.exchange }} />
      <ScreenBody>
        <Page>
          <Step number={1} title={t('stream.wallets.stepChoose')}>
            <CryptoPicker cryptos={cryptos} value={crypto} onChange={setPicked} />
          </Step>
          <Step number={2} title={t('stream.wallets.stepCopy')}>
            <AddressStep crypto={crypto} address={wallet.data?.address} />
            <div className={styles.links}>
              <button type="button" className={styles.linkButton} onClick={() => setOverlay('refund')}>
                {t('stream.wallets.viewRefund')}
              </button>
              <button type="button" className={styles.linkButton} onClick={() => setOverlay('calculator')}>
                {t('stream.wallets.calculator')}
              </button>
            </div>
          </Step>
          <Step number={3} title={t('stream.wallets.stepDetails')}>
            {hasDetails && <WithdrawalSummary user={user} onEdit={edit} />}
          </Step>
          <button type="button" className={styles.linkButton} onClick={() => setOverlay('how')}>
            {t('stream.wallets.howItWorks')}
          </button>
        </Page>
      </ScreenBody>
      <StickyFooter toast={update.toast} />
      <HowItWorksDrawer isOpen={overlay === 'how'} onClose={() => setOverlay(null)} />
      <RefundWalletDrawer crypto={crypto} isOpen={overlay === 'refund'} onClose={() => setOverlay(null)} />
      {stream.fiatCurrencyCode && stream.paymentMethod && (
        <CalculatorDrawer
          crypto={crypto}
          fiatCurrency={stream.fiatCurrencyCode}
          paymentMethod={stream.paymentMethod as PaymentMethodId}
          partnerApiKey={partner.apiKey}
          isOpen={overlay === 'calculator'}
          onClose={() => setOverlay(null)}
        />
      )}
      {isMissing ? (
        <MissingDetailsPopup />
      ) : (
        wallet.isError && <ErrorPopup message={t('stream.wallets.generateFailed')} buttonText={t('stream.wallets.backToHome')} to={paths.exchange} />
      )}
    </>
  );
}

/** My Stream Wallets (spec 001 section 2): the crypto and network, the dedicated address, the withdrawal details. */
export function StreamWalletsRoute() {
  return (
    <StreamGate>
      <Wallets />
    </StreamGate>
  );
}
