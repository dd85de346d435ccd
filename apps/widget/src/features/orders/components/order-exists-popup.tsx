import { useNavigate } from '../../../routing/index.js';
import { useOrders } from '../../../api/orders/get-orders.js';
import { Button } from '../../../ui/button.js';
import { Popup } from '../../../ui/popup.js';
import { orderPaths } from '../order-paths.js';
import styles from '../orders.module.css';

export const PENDING_ORDER_MESSAGE =
  'You have 1 pending order still open. Click on the resolve button to complete it before making a new order';

/** 'Order exists' (spec 001 section 8): the earlier order, the pending-order message and 'Resolve'. */
export function OrderExistsPopup({ onDismiss }: { onDismiss: () => void }) {
  const navigate = useNavigate();
  const pending = useOrders().data?.find((order) => order.status === 'AWAITING_PAYMENT_FROM_USER');
  return (
    <Popup
      title="Order exists"
      tone="info"
      onDismiss={onDismiss}
      message={
        <>
          {pending && (
            <span className={styles.orderTitle}>
              {pending.cryptoAmount} {pending.cryptoCurrency} for {pending.fiatAmount} {pending.fiatCurrency}
            </span>
          )}
          <span> {PENDING_ORDER_MESSAGE}</span>
        </>
      }
      actions={
        <Button fullWidth disabled={!pending} onClick={() => pending && void navigate(orderPaths.orderDetails(pending.id))}>
          Resolve
        </Button>
      }
    />
  );
}
