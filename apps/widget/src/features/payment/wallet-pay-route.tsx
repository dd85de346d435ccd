import type { Order, WalletPayPlatform } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../routing/index.js';
import { messageForError } from '../../api/error-messages.js';
import { useOrder } from '../../api/orders/get-order.js';
import { cancelGatewayPayment } from '../../api/payments/payment-calls.js';
import { getWalletPayConfig, initWalletPay, validateApplePaySession } from '../../api/payments/wallet-pay.js';
import { ErrorDrawer } from '../../app/shell/error-drawer.js';
import { Header } from '../../app/shell/header.js';
import { LoadingScreen } from '../../app/shell/loading-screen.js';
import { StickyFooter } from '../../app/shell/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { PaySheet } from './pay-sheet.js';
import { styles } from './styles.js';

const NAMES: Record<WalletPayPlatform, string> = { applepay: 'Apple Pay', googlepay: 'Google Pay' };
const APPLE_VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const statusPath = (orderId: string, extra: Record<string, string> = {}) => `/user/paymentstatus?${new URLSearchParams({ orderId, ...extra })}`;

/**
 * Pay With Apple Pay / Pay With Google Pay (spec 000 sections 2 and 4, section 7 "Mobile-wallet
 * payments"): config, (Apple) merchant validation, the wallet sheet, init, a 3DS redirect when
 * required, cancel; it ends on 'All done here / Please close the window'.
 */
export function WalletPayRoute({ platform }: { platform: WalletPayPlatform }) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const result = search.get('result');
  const { data: order, error } = useOrder(orderId);
  if (!orderId || error) return <Navigate to={paths.exchange} replace />;
  if (result === 'success') return <Navigate to={statusPath(orderId)} replace />;
  if (!order) return <LoadingScreen />;
  if (result === 'failed') return <FailedReturn order={order} />;
  return <WalletPay platform={platform} order={order} />;
}

/** result=failed: the payment is cancelled, then payment status with result failed. */
function FailedReturn({ order }: { order: Order }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const paymentId = order.cardPaymentData?.paymentId;
    const cancel = paymentId
      ? cancelGatewayPayment({ paymentId, userId: order.userId, cancelReason: 'Wallet payment failed' }).catch(() => undefined)
      : Promise.resolve();
    void cancel.then(() => navigate(statusPath(order.id, { result: 'failed' }), { replace: true }));
  }, [order, navigate]);
  return <LoadingScreen />;
}

function WalletPay({ platform, order }: { platform: WalletPayPlatform; order: Order }) {
  const navigate = useNavigate();
  const config = useQuery({ queryKey: ['wallet-pay-config', platform], queryFn: () => getWalletPayConfig(platform, order.isNFTOrder) });
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [isPaying, setPaying] = useState(false);
  const [isDone, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paymentId = order.cardPaymentData?.paymentId ?? null;
  const sessionToken = order.cardPaymentData?.pgData?.redirectionRequestData?.body?.sessionToken ?? null;
  const amount = `${order.fiatAmount} ${order.fiatCurrency}`;

  const pay = async (token: string) => {
    if (!paymentId || !sessionToken) return;
    setPaying(true);
    try {
      if (platform === 'applepay') await validateApplePaySession(APPLE_VALIDATION_URL);
      const answer = await initWalletPay(platform, {
        paymentId,
        orderId: order.id,
        userId: order.userId,
        sessionToken,
        additionalData: { paymentData: { token } },
      });
      setSheetOpen(false);
      const redirect = answer.pgData?.redirectionRequestData?.redirectUrl;
      if (answer.redirectionRequired && redirect) window.location.assign(redirect);
      else if (answer.status === 'AUTHORIZED') setDone(true);
      else setFailure("Your payment was declined. You haven't been charged for this order.");
    } catch (error) {
      setSheetOpen(false);
      setFailure(messageForError(error));
    } finally {
      setPaying(false);
    }
  };

  if (isDone || order.status !== 'AWAITING_PAYMENT_FROM_USER') {
    return (
      <>
        <Header title={`Pay With ${NAMES[platform]}`} />
        <ScreenBody isCentered>
          <h1 className={styles.heading}>All done here</h1>
          <p className={styles.note}>Please close the window</p>
          <button type="button" className={styles.linkButton} onClick={() => void navigate(statusPath(order.id))}>
            See the order status
          </button>
        </ScreenBody>
      </>
    );
  }

  return (
    <>
      <Header title={`Pay With ${NAMES[platform]}`} />
      <ScreenBody>
        <div className={styles.page}>
          <section className={styles.section} aria-label="Order">
            <h2 className={styles.sectionTitle}>{config.data?.merchantName ?? 'Ferry'}</h2>
            <p className={styles.heading}>{amount}</p>
            <p className={styles.note}>
              {order.cryptoAmount} {order.cryptoCurrency} to {order.walletAddress}
            </p>
          </section>
          <button type="button" className={styles.walletButton} disabled={!config.data} onClick={() => setSheetOpen(true)}>
            Pay with {NAMES[platform]}
          </button>
        </div>
      </ScreenBody>
      <StickyFooter />
      <PaySheet
        walletName={NAMES[platform]}
        amount={amount}
        isOpen={isSheetOpen}
        isPaying={isPaying}
        onPay={(token) => void pay(token)}
        onCancel={() => {
          setSheetOpen(false);
          if (paymentId) void navigate(statusPath(order.id, { cancelPaymentId: paymentId }));
        }}
      />
      <ErrorDrawer
        isOpen={failure !== null}
        message={failure ?? ''}
        onClose={() => {
          setFailure(null);
          void navigate(statusPath(order.id));
        }}
      />
    </>
  );
}

export const ApplePayRoute = () => <WalletPayRoute platform="applepay" />;
export const GooglePayRoute = () => <WalletPayRoute platform="googlepay" />;
