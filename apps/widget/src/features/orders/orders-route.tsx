import { Link, useNavigate } from '../../routing/index.js';
import { useOrders } from '../../api/orders/get-orders.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { LoadingSkeleton } from '../../ui/skeleton.js';
import { StatusBadge } from '../../ui/status-badge.js';
import { formatOrderDate, orderPaths } from './order-paths.js';
import { orderLabelText } from './order-label-text.js';
import { formatDecimal } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';
import text from '../../ui/text.module.css';
import styles from './orders.module.css';

/** Order history (spec 001 section 2): each order with its label; a row opens its details. */
export function OrdersRoute() {
  const navigate = useNavigate();
  const { data: orders } = useOrders();
  if (!orders) return <LoadingSkeleton />;
  return (
    <>
      <Header title={t('orders.history.title')} back="history" />
      <ScreenBody>
        {orders.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('orders.history.empty')}</p>
            <Link to={paths.exchange} className={text.linkButton}>
              {t('orders.history.placeNew')}
            </Link>
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('orders.history.list')}>
            {orders.map((order) => (
              <li key={order.id}>
                <button type="button" className={styles.orderRow} onClick={() => void navigate(orderPaths.orderDetails(order.id))}>
                  <span className={styles.orderTitle}>
                    {order.nftAssetInfo
                      ? t('orders.history.nftTitle', { title: order.nftAssetInfo.nftTitle, quantity: order.nftAssetInfo.quantity })
                      : t('orders.history.orderTitle', { side: order.isBuyOrSell, amount: formatDecimal(order.cryptoAmount), crypto: order.cryptoCurrency })}
                  </span>
                  <span className={styles.orderStatus}>
                    <StatusBadge status={order.status} label={orderLabelText(order.status, order)} />
                  </span>
                  <span className={styles.orderMeta}>
                    {formatDecimal(order.fiatAmount)} {order.fiatCurrency} · {formatOrderDate(order.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
