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
import { formatDecimal } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';

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
      <Header
        title={isAwaiting ? (isSell ? t('payment.confirmation.titleTransfer') : t('payment.confirmation.titlePay')) : t('payment.confirmation.titleDetails')}
        back="history"
      />
      <ScreenBody>
        <Page>
          {isSell ? (
            <CryptoTransfer order={order} />
          ) : (
            <>
              <Section title={t('payment.confirmation.amountToPay')} label={t('payment.confirmation.amount')}>
                <p className={styles.heading}>
                  {formatDecimal(order.fiatAmount)} {order.fiatCurrency}
                </p>
                <p className={styles.note}>{t('payment.confirmation.sendExactly')}</p>
              </Section>
              <Section
                title={order.paymentOptionId === 'inr_upi' ? t('payment.confirmation.payByUpi') : t('payment.confirmation.bankDetails')}
                label={t('payment.confirmation.bankDetails')}
              >
                {data?.paymentOptions.map((line) => (
                  <div key={line.name} className={styles.copyRow}>
                    <span className={styles.note}>{line.field ? t(`payment.bankLine.${line.field}`) : line.name}</span>
                    <span className={styles.copyValue}>{line.value}</span>
                    <Button size="sm" variant="text" onClick={() => void navigator.clipboard?.writeText(line.value).catch(() => undefined)}>
                      {t('payment.confirmation.copy')}
                    </Button>
                  </div>
                ))}
              </Section>
            </>
          )}
          {needsUtr && isAwaiting && (
            <Field
              label={t('payment.confirmation.utr')}
              inputMode="numeric"
              maxLength={UTR_LENGTH}
              value={utr}
              onChange={(event) => setUtr(event.target.value.replace(/\D/g, ''))}
            />
          )}
          {!isAwaiting && (
            <p className={styles.note}>
              {isSell ? t('payment.confirmation.markedSent') : t('payment.confirmation.markedPaid')}
            </p>
          )}
        </Page>
      </ScreenBody>
      <StickyFooter
        toast={toast ?? undefined}
        {...(isAwaiting ? { buttonText: t('payment.confirmation.paid'), onButtonClick: () => void confirm(), isButtonLoading: paymentDone.isPending } : {})}
      />
      {isExpired && (
        <Popup
          title={t('payment.confirmation.expiredTitle')}
          message={t('payment.confirmation.expired')}
          actions={
            <Button fullWidth onClick={() => void navigate(paths.exchange)}>
              {t('payment.confirmation.ok')}
            </Button>
          }
        />
      )}
      <ErrorDrawer isOpen={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}
