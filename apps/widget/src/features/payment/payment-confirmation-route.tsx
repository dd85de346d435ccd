import { ErrorCode, type Order } from '@ferry/contracts';
import { checkUtr, requiresUtr, UTR_LENGTH } from '@ferry/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../routing/index.js';
import { isApiError } from '../../api/api-error.js';
import { messageForError } from '../../api/error-messages.js';
import { orderQueryKey, useOrder } from '../../api/orders/get-order.js';
import { markPaymentDone } from '../../api/orders/mark-payment-done.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { sessionStore } from '../../stores/session-store.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { Popup } from '../../ui/popup.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { CryptoTransfer } from './crypto-transfer.js';
import { styles } from './styles.js';

function storedOrderId(): string | null {
  const order = sessionStore.get('order');
  return typeof order === 'object' && order !== null && 'id' in order && typeof order.id === 'string' ? order.id : null;
}

/**
 * Payment confirmation (spec 001 sections 2 and 4): the bank or wire details and reference to pay
 * to, the UTR for INR methods, or on a sell the crypto to transfer to the deposit address; then
 * 'Yes, I Have Paid'. Without an order it goes home.
 */
export function PaymentConfirmationRoute() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? storedOrderId();
  const { data: order, error } = useOrder(orderId);
  if (!orderId || error) return <Navigate to={paths.exchange} replace />;
  if (!order) return <LoadingScreen />;
  return <PaymentConfirmation order={order} />;
}

function PaymentConfirmation({ order }: { order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState('');
  const [toast, setToast] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isExpired, setExpired] = useState(order.status === 'EXPIRED');
  const [isSending, setSending] = useState(false);
  const isSell = order.isBuyOrSell === 'SELL';
  const needsUtr = !isSell && requiresUtr(order.paymentOptionId);
  const isAwaiting = order.status === 'AWAITING_PAYMENT_FROM_USER';
  const data = order.cardPaymentData;

  const confirm = async () => {
    const check = needsUtr ? checkUtr(utr) : null;
    if (check && !check.ok) {
      setToast(check.message);
      setTimeout(() => setToast(null), 2000);
      return;
    }
    setSending(true);
    try {
      const updated = await markPaymentDone({ orderId: order.id, paymentOptionId: order.paymentOptionId, ...(check?.ok ? { utr: check.value } : {}) });
      queryClient.setQueryData(orderQueryKey(order.id), updated);
      void navigate(`/user/paymentstatus?${new URLSearchParams({ orderId: order.id })}`);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.ORDER_EXPIRED) setExpired(true);
      else setFailure(messageForError(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Header title={isAwaiting ? (isSell ? 'Transfer your crypto' : 'Complete your payment') : 'Payment Details'} back="history" />
      <ScreenBody>
        <div className={styles.page}>
          {isSell ? (
            <CryptoTransfer order={order} />
          ) : (
            <>
              <section className={styles.section} aria-label="Amount">
                <h2 className={styles.sectionTitle}>Amount to pay</h2>
                <p className={styles.heading}>
                  {order.fiatAmount} {order.fiatCurrency}
                </p>
                <p className={styles.note}>Send exactly this amount from a bank account in your own name, with the reference below.</p>
              </section>
              <section className={styles.section} aria-label="Bank details">
                <h2 className={styles.sectionTitle}>{order.paymentOptionId === 'inr_upi' ? 'Pay by UPI' : 'Bank details'}</h2>
                {data?.paymentOptions.map((line) => (
                  <div key={line.name} className={styles.copyRow}>
                    <span className={styles.note}>{line.name}</span>
                    <span className={styles.copyValue}>{line.value}</span>
                    <Button size="sm" variant="text" onClick={() => void navigator.clipboard?.writeText(line.value).catch(() => undefined)}>
                      Copy
                    </Button>
                  </div>
                ))}
              </section>
            </>
          )}
          {needsUtr && isAwaiting && (
            <Field
              label="UTR number (12 digits)"
              inputMode="numeric"
              maxLength={UTR_LENGTH}
              value={utr}
              onChange={(event) => setUtr(event.target.value.replace(/\D/g, ''))}
            />
          )}
          {!isAwaiting && (
            <p className={styles.note}>
              {isSell ? 'You marked this transfer as sent. We pay you out once the crypto arrives.' : 'You marked this payment as done. We will confirm it once it arrives.'}
            </p>
          )}
        </div>
      </ScreenBody>
      <StickyFooter
        toast={toast ?? undefined}
        {...(isAwaiting ? { buttonText: 'Yes, I Have Paid', onButtonClick: () => void confirm(), isButtonLoading: isSending } : {})}
      />
      {isExpired && (
        <Popup
          title="Order Expired"
          message="Your order has been expired as you failed to pay within allowed time."
          actions={
            <Button fullWidth onClick={() => void navigate(paths.exchange)}>
              OK
            </Button>
          }
        />
      )}
      <ErrorDrawer isOpen={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}
