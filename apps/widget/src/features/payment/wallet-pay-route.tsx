import type { InitWalletPayResponse, Order, WalletPayPlatform } from '@ferry/contracts';
import { googlePayRequest } from '@ferry/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../routing/index.js';
import { messageForWalletError } from '../../api/error-messages.js';
import { useOrder } from '../../api/orders/get-order.js';
import { cancelGatewayPayment, updatePayment } from '../../api/payments/payment-calls.js';
import { getWalletPayConfig, initWalletPay, validateApplePaySession } from '../../api/payments/wallet-pay.js';
import { useInfoLinks } from '../../api/startup/info-links.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { ThreeDsFrame } from '../../ui/three-ds-frame.js';
import { deviceApplePay, payWithApplePay } from './apple-pay-session.js';
import { PaySheet } from './pay-sheet.js';
import { styles } from './styles.js';
import { Page } from '../../ui/page.js';
import { Section } from '../../ui/section.js';
import { useApplePayReadiness } from './use-apple-pay-readiness.js';
import { useGooglePayDevice } from './use-google-pay-device.js';
import { formatDecimal } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';

const NAMES: Record<WalletPayPlatform, string> = { applepay: 'Apple Pay', googlepay: 'Google Pay' };
/** Where Apple's merchant validation starts when the sandbox sheet stands in for the device. */
const APPLE_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const statusPath = (orderId: string, extra: Record<string, string> = {}) => `/user/paymentstatus?${new URLSearchParams({ orderId, ...extra })}`;

/** Google Pay's failure (spec 000 sections 4 and 8): the payment is cancelled with a reason, then payment status with result failed. */
function cancelThenFailed(order: Order, cancelReason: string): Promise<string> {
  const paymentId = order.cardPaymentData?.paymentId;
  const cancel = paymentId ? cancelGatewayPayment({ paymentId, userId: order.userId, cancelReason }).catch(() => undefined) : Promise.resolve();
  return cancel.then(() => statusPath(order.id, { result: 'failed' }));
}

/**
 * Pay With Apple Pay / Pay With Google Pay (spec 000 sections 2, 4 and 7): config, the device's
 * wallet (Apple Pay JS, Google Pay JS or the Payment Request API) or, in sandbox mode without one,
 * the sandbox pay sheet; init; the 3DS frame when required; cancel on failure. It ends on 'All
 * done here / Please close the window', or on payment status.
 */
export function WalletPayRoute({ platform }: { platform: WalletPayPlatform }) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const result = search.get('result');
  const { data: order, error } = useOrder(orderId);
  if (!orderId || error) return <Navigate to={paths.exchange} replace />;
  if (!order) return <LoadingScreen />;
  if (result === 'success') return <SuccessReturn platform={platform} order={order} />;
  if (result === 'failed') return <Leave to={() => cancelThenFailed(order, `${NAMES[platform]} payment failed`)} />;
  // Create-order answered FAILED (spec 000 section 4): nothing to pay, payment status says why.
  if (order.status === 'FAILED') return <Navigate to={statusPath(order.id)} replace />;
  return <WalletPay platform={platform} order={order} />;
}

/** Runs a step once, then replaces the page with where it leads. */
function Leave({ to }: { to: () => Promise<string> }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void to().then((path) => navigate(path, { replace: true }));
  }, [to, navigate]);
  return <LoadingScreen />;
}

/** result=success from the 3DS frame: payment/update confirms the payment before payment status. */
function SuccessReturn({ platform, order }: { platform: WalletPayPlatform; order: Order }) {
  const to = async () => {
    const paymentId = order.cardPaymentData?.paymentId;
    const payment = paymentId ? await updatePayment({ paymentId, orderId: order.id }).catch(() => null) : null;
    if (payment?.status === 'DECLINED') return platform === 'googlepay' ? cancelThenFailed(order, 'Google Pay payment declined') : statusPath(order.id, { result: 'failed' });
    return statusPath(order.id);
  };
  return <Leave to={to} />;
}

function WalletPay({ platform, order }: { platform: WalletPayPlatform; order: Order }) {
  const navigate = useNavigate();
  const links = useInfoLinks();
  const supportUrl = new URL(links.support, window.location.origin).href;
  const config = useQuery({ queryKey: ['wallet-pay-config', platform], queryFn: () => getWalletPayConfig(platform, order.isNFTOrder) });
  const appleReadiness = useApplePayReadiness(platform === 'applepay' ? config.data?.environment : undefined);
  const google = useGooglePayDevice(config.data, order, platform === 'googlepay');
  const readiness = platform === 'applepay' ? appleReadiness : google.readiness;
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [isDone, setDone] = useState(false);
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const paymentId = order.cardPaymentData?.paymentId ?? null;
  const sessionToken = order.cardPaymentData?.pgData?.redirectionRequestData?.body?.sessionToken ?? null;
  const amount = `${formatDecimal(order.fiatAmount)} ${order.fiatCurrency}`;
  const wallet = NAMES[platform];

  const authorize = (token: string) => {
    if (!paymentId || !sessionToken) return Promise.reject(new Error('The order has no wallet payment'));
    return initWalletPay(platform, { paymentId, orderId: order.id, userId: order.userId, sessionToken, additionalData: { paymentData: { token } } });
  };
  const declined = () => {
    if (platform === 'googlepay') void cancelThenFailed(order, 'Google Pay payment declined').then((path) => navigate(path, { replace: true }));
    else void navigate(statusPath(order.id, { result: 'failed' }), { replace: true });
  };
  const follow = (answer: InitWalletPayResponse) => {
    const redirect = answer.pgData?.redirectionRequestData?.redirectUrl;
    if (answer.redirectionRequired && redirect) setChallengeUrl(redirect);
    else if (answer.status === 'AUTHORIZED') setDone(true);
    else declined();
  };
  const fail = (error: unknown) => setFailure(messageForWalletError(error, supportUrl));

  // The device's own sheet, or the widget's pay sheet in the sandbox: each a submit of its own.
  const devicePayment = useMutation({
    mutationFn: async () => {
      if (!config.data) return;
      const Session = deviceApplePay();
      if (platform === 'applepay' && Session) {
        let answer: InitWalletPayResponse | null = null;
        const outcome = await payWithApplePay(Session, {
          config: config.data,
          order,
          validate: async (url) => (await validateApplePaySession(url)).merchantSession,
          authorize: async (token) => {
            answer = await authorize(token);
            return answer.status !== 'DECLINED';
          },
        });
        if (answer && outcome !== 'cancelled') follow(answer);
      } else if (platform === 'googlepay' && google.device) {
        const paid = await google.device.pay(googlePayRequest(config.data, order));
        if (paid) {
          const answer = await authorize(paid.token).catch(async (error: unknown) => {
            await paid.complete(false);
            throw error;
          });
          await paid.complete(answer.status !== 'DECLINED');
          follow(answer);
        }
      }
    },
    onError: fail,
  });

  const sheetPayment = useMutation({
    mutationFn: async (token: string) => {
      if (platform === 'applepay') await validateApplePaySession(APPLE_VALIDATION_URL);
      return authorize(token);
    },
    onSuccess: (answer) => {
      setSheetOpen(false);
      follow(answer);
    },
    onError: (error) => {
      setSheetOpen(false);
      fail(error);
    },
  });
  const isPaying = devicePayment.isPending || sheetPayment.isPending;

  if (isDone || order.status !== 'AWAITING_PAYMENT_FROM_USER') {
    return (
      <>
        <Header title={t('payment.walletPay.title', { wallet })} />
        <ScreenBody isCentered>
          <h1 className={styles.heading}>{t('payment.walletPay.allDone')}</h1>
          <p className={styles.note}>{t('payment.walletPay.closeWindow')}</p>
          <button type="button" className={styles.linkButton} onClick={() => void navigate(statusPath(order.id))}>
            {t('payment.walletPay.seeStatus')}
          </button>
        </ScreenBody>
      </>
    );
  }

  return (
    <>
      <Header title={t('payment.walletPay.title', { wallet })} />
      <ScreenBody>
        <Page>
          <Section title={config.data?.merchantName ?? 'Ferry'} label={t('payment.walletPay.order')}>
            <p className={styles.heading}>{amount}</p>
            <p className={styles.note}>
              {t('payment.walletPay.toWallet', { cryptoAmount: formatDecimal(order.cryptoAmount), crypto: order.cryptoCurrency, walletAddress: order.walletAddress ?? '' })}
            </p>
          </Section>
          <button
            type="button"
            className={styles.walletButton}
            disabled={readiness === 'checking' || readiness === 'unavailable' || isPaying}
            onClick={() => (readiness === 'device' ? devicePayment.mutate() : setSheetOpen(true))}
          >
            {t('payment.walletPay.pay', { wallet })}
          </button>
          {readiness === 'checking' && (
            <p className={styles.note} role="status">
              {t('payment.walletPay.checking', { wallet })}
            </p>
          )}
          {readiness === 'unavailable' && (
            <p className={styles.note} role="status">
              {t('payment.walletPay.unavailable', { wallet })}
            </p>
          )}
        </Page>
      </ScreenBody>
      <StickyFooter />
      <PaySheet
        walletName={wallet}
        amount={amount}
        isOpen={isSheetOpen}
        isPaying={isPaying}
        onPay={(token) => sheetPayment.mutate(token)}
        onCancel={() => {
          setSheetOpen(false);
          if (paymentId) void navigate(statusPath(order.id, { cancelPaymentId: paymentId }));
        }}
      />
      {challengeUrl && (
        <ThreeDsFrame
          url={challengeUrl}
          onComplete={(path) => void navigate(path, { replace: true })}
          onClose={() => {
            setChallengeUrl(null);
            if (paymentId) void navigate(statusPath(order.id, { cancelPaymentId: paymentId }), { replace: true });
          }}
        />
      )}
      <ErrorDrawer
        isOpen={failure !== null}
        message={failure ?? ''}
        onClose={() => {
          setFailure(null);
          if (platform === 'googlepay') void cancelThenFailed(order, 'Google Pay payment failed').then((path) => navigate(path, { replace: true }));
          else void navigate(statusPath(order.id));
        }}
      />
    </>
  );
}

export const ApplePayRoute = () => <WalletPayRoute platform="applepay" />;
export const GooglePayRoute = () => <WalletPayRoute platform="googlepay" />;
