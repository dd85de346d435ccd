import { ErrorCode, type Order } from '@ferry/contracts';
import { checkUtr, requiresUtr, UTR_LENGTH } from '@ferry/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../routing/index.js';
import { isApiError } from '../../api/api-error.js';
import { messageForError } from '../../api/error-messages.js';
import { FIELD_CHECK_TEXTS } from '../../i18n/form-messages.js';
import { orderQueryKey, useOrder } from '../../api/orders/get-order.js';
import { ORDERS_QUERY_KEY } from '../../api/orders/get-orders.js';
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
import { Page } from '../../ui/page.js';
import { Section } from '../../ui/section.js';

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
  const paymentDone = useMutation({
    mutationFn: (utrNumber: string | null) => markPaymentDone({ orderId: order.id, paymentOptionId: order.paymentOptionId, ...(utrNumber ? { utr: utrNumber } : {}) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderQueryKey(order.id), updated);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
  const isSell = order.isBuyOrSell === 'SELL';
  const needsUtr = !isSell && requiresUtr(order.paymentOptionId);
  const isAwaiting = order.status === 'AWAITING_PAYMENT_FROM_USER';
  const data = order.cardPaymentData;

  const confirm = async () => {
    const check = needsUtr ? checkUtr(utr) : null;
    if (check && !check.ok) {
      setToast(FIELD_CHECK_TEXTS[check.problem]);
      setTimeout(() => setToast(null), 2000);
      return;
    }
    try {
      await paymentDone.mutateAsync(check?.ok ? check.value : null);
      void navigate(`/user/paymentstatus?${new URLSearchParams({ orderId: order.id })}`);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.ORDER_EXPIRED) setExpired(true);
      else setFailure(messageForError(error));
    }
  };

  return (
    <>
      <Header title={isAwaiting ? (isSell ? 'Transfer your crypto' : 'Complete your payment') : 'Payment Details'} back="history" />
      <ScreenBody>
        <Page>
          {isSell ? (
            <CryptoTransfer order={order} />
          ) : (
            <>
              <Section title="Amount to pay" label="Amount">
                <p className={styles.heading}>
                  {order.fiatAmount} {order.fiatCurrency}
                </p>
                <p className={styles.note}>Send exactly this amount from a bank account in your own name, with the reference below.</p>
              </Section>
              <Section title={order.paymentOptionId === 'inr_upi' ? 'Pay by UPI' : 'Bank details'} label="Bank details">
                {data?.paymentOptions.map((line) => (
                  <div key={line.name} className={styles.copyRow}>
                    <span className={styles.note}>{line.name}</span>
                    <span className={styles.copyValue}>{line.value}</span>
                    <Button size="sm" variant="text" onClick={() => void navigator.clipboard?.writeText(line.value).catch(() => undefined)}>
                      Copy
                    </Button>
                  </div>
                ))}
              </Section>
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
        </Page>
      </ScreenBody>
      <StickyFooter
        toast={toast ?? undefined}
        {...(isAwaiting ? { buttonText: 'Yes, I Have Paid', onButtonClick: () => void confirm(), isButtonLoading: paymentDone.isPending } : {})}
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
