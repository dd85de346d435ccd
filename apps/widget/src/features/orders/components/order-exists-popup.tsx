import { useNavigate } from '../../../routing/index.js';
import { useOrders } from '../../../api/orders/get-orders.js';
import { Button } from '../../../ui/button.js';
import { Popup } from '../../../ui/popup.js';
import { orderPaths } from '../order-paths.js';
import styles from '../orders.module.css';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import { SCREEN_ERROR_TEXTS } from '../../../i18n/screen-error-messages.js';

/** 'Order exists' (spec 001 section 8): the earlier order, the pending-order message and 'Resolve'. */
export function OrderExistsPopup({ onDismiss }: { onDismiss: () => void }) {
  const navigate = useNavigate();
  const pending = useOrders().data?.find((order) => order.status === 'AWAITING_PAYMENT_FROM_USER');
  return (
    <Popup
      title={t('orders.exists.title')}
      tone="info"
      onDismiss={onDismiss}
      message={
        <>
          {pending && (
            <span className={styles.orderTitle}>
              {t('orders.amountFor', {
                cryptoAmount: formatDecimal(pending.cryptoAmount),
                crypto: pending.cryptoCurrency,
                fiatAmount: formatDecimal(pending.fiatAmount),
                fiat: pending.fiatCurrency,
              })}
            </span>
          )}
          <span> {SCREEN_ERROR_TEXTS.ORDER_EXISTS}</span>
        </>
      }
      actions={
        <Button fullWidth disabled={!pending} onClick={() => pending && void navigate(orderPaths.orderDetails(pending.id))}>
          {t('orders.exists.resolve')}
        </Button>
      }
    />
  );
}
