import type { Order } from '@ferry/contracts';
import { canCancelOrder, completePaymentTarget, showsCompletePayment, showsPaymentDetails } from '@ferry/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from '../../routing/index.js';
import { cancelOrder } from '../../api/orders/cancel-order.js';
import { orderQueryKey, useOrder } from '../../api/orders/get-order.js';
import { ORDERS_QUERY_KEY } from '../../api/orders/get-orders.js';
import { postOrderEvent, postWalletRedirection } from '../../host/order-events.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { Button } from '../../ui/button.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { ThreeDsFrame } from '../../ui/three-ds-frame.js';
import { LoadingSkeleton } from '../../ui/skeleton.js';
import { StatusBadge } from '../../ui/status-badge.js';
import { CancelOrderDrawer } from './components/cancel-order-drawer.js';
import { OrderFields } from './components/order-fields.js';
import { useCountdown } from './hooks/use-countdown.js';
import { orderPaths } from './order-paths.js';
import { orderLabelText } from './order-label-text.js';
import { t } from '../../i18n/i18n.js';
import { SCREEN_ERROR_TEXTS } from '../../i18n/screen-error-messages.js';
import { Page } from '../../ui/page.js';
import text from '../../ui/text.module.css';
import styles from './orders.module.css';

/** Order details (spec 001 sections 2 and 4): fields, failure information, expiry countdown and actions. */
export function OrderDetailsRoute() {
  const { orderId = '' } = useParams();
  const { data: order, error } = useOrder(orderId);
  if (error) return <Navigate to={orderPaths.orders} replace />;
  if (!order) return <LoadingSkeleton />;
  return <OrderDetails order={order} />;
}

function OrderDetails({ order }: { order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useProductWidgetParams(order.isBuyOrSell);
  const countdown = useCountdown(order.status === 'AWAITING_PAYMENT_FROM_USER' ? order.autoExpiresAt : null);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const cancellation = useMutation({ mutationFn: (reason: string) => cancelOrder({ orderId: order.id, cancelReason: reason }) });
  const [failure, setFailure] = useState<string | null>(null);
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null);
  // A partner with wallet redirection gets the transfer in its wallet: no transfer screen here.
  const isWalletRedirected = order.isBuyOrSell === 'SELL' && (params.walletRedirection ?? false) && order.status === 'AWAITING_PAYMENT_FROM_USER';

  const cancel = async (reason: string) => {
    try {
      const cancelled = await cancellation.mutateAsync(reason);
      if (cancelled.status !== 'CANCELLED') throw new Error('not cancelled');
      queryClient.setQueryData(orderQueryKey(order.id), cancelled);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      postOrderEvent('order-cancelled', cancelled);
      setCancelOpen(false);
    } catch {
      setCancelOpen(false);
      setFailure(t('orders.details.cancelFailed', { reason }));
    }
  };

  const completePayment = () => {
    const target = completePaymentTarget({ ...order, hasWalletRedirection: params.walletRedirection ?? false });
    if (target === 'wallet-redirection') {
      // Without a host to hand it to (standalone, origin unknown) the transfer screen shows after all.
      if (!postWalletRedirection(order)) void navigate(orderPaths.paymentConfirmation(order.id));
    } else if (target === 'payment-confirmation') void navigate(orderPaths.paymentConfirmation(order.id));
    else if (target === 'payment-status') {
      const redirect = order.cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl;
      if (order.cardPaymentData?.pgData?.redirectionRequired && redirect) {
        // A card's or wallet's 3DS challenge opens in a frame inside the widget; a bank's page is a page of its own.
        if (order.paymentOptionId === 'pm_open_banking') window.location.assign(redirect);
        else setChallengeUrl(redirect);
      } else void navigate(orderPaths.paymentStatus(order.id));
    }
  };

  const title = t('orders.details.title', { side: order.isBuyOrSell, crypto: order.cryptoCurrency });
  return (
    <>
      <Header title={title} back={{ to: orderPaths.orders }} />
      <ScreenBody>
        <Page>
          <StatusBadge status={order.status} label={orderLabelText(order.status, order)} />
          {countdown && <p className={text.note}>{t('orders.details.expiresIn', { countdown })}</p>}
          {order.status === 'EXPIRED' && <p className={text.note}>{SCREEN_ERROR_TEXTS.ORDER_EXPIRED}</p>}
          {order.status === 'FAILED' && order.failedReason && (
            <div className={styles.failureBox} role="alert">
              <p className={styles.orderTitle}>{order.failedReason.header}</p>
              <p className={text.note}>{order.failedReason.message}</p>
            </div>
          )}
          {isWalletRedirected && (
            <p className={text.note} role="status">
              {t('orders.details.walletRedirected')}
            </p>
          )}
          <OrderFields order={order} />
          <div className={styles.actions}>
            {showsCompletePayment(order) && <Button onClick={completePayment}>{t('orders.details.completePayment')}</Button>}
            {showsPaymentDetails(order) && (
              <Button variant="outlined" onClick={() => void navigate(orderPaths.paymentConfirmation(order.id))}>
                {t('orders.details.paymentDetails')}
              </Button>
            )}
            {canCancelOrder(order.status) && (
              <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)}>
                {t('orders.details.cancelButton')}
              </Button>
            )}
          </div>
        </Page>
      </ScreenBody>
      <StickyFooter />
      <CancelOrderDrawer isOpen={isCancelOpen} isCancelling={cancellation.isPending} onCancel={(reason) => void cancel(reason)} onClose={() => setCancelOpen(false)} />
      <ErrorDrawer isOpen={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
      {challengeUrl && (
        <ThreeDsFrame
          url={challengeUrl}
          onComplete={(path) => void navigate(path, { replace: true })}
          onClose={() => {
            const paymentId = order.cardPaymentData?.paymentId;
            setChallengeUrl(null);
            if (paymentId) void navigate(orderPaths.paymentStatus(order.id, { cancelPaymentId: paymentId }));
          }}
        />
      )}
    </>
  );
}
