import {
  displayStatusFor,
  isFollowableRedirectUrl,
  partnerRedirectData,
  paymentStatusContent,
  paymentStatusDiscountBanner,
} from '@ferry/rules';
import { Navigate, useNavigate, useSearchParams } from '../../routing/index.js';
import { useOrder } from '../../api/orders/get-order.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { isInFrame } from '../../config/embedding-host.js';
import { paths } from '../../config/paths.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { Button } from '../../ui/button.js';
import { CheckIcon, CrossCircleIcon, HourglassIcon } from '../../ui/action-icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { LoadingSkeleton } from '../../ui/skeleton.js';
import { DiscountBanner } from './components/discount-banner.js';
import { useGatewayReturn } from './hooks/use-gateway-return.js';
import { useOrderEvent } from './hooks/use-order-event.js';
import { orderPaths } from './order-paths.js';
import { PAYMENT_STATUS_HEADINGS, PAYMENT_STATUS_LINES } from './components/payment-status-text.js';
import { formatDecimal } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';
import text from '../../ui/text.module.css';
import panel from '../../ui/status-panel.module.css';

const ICONS = { success: CheckIcon, pending: HourglassIcon, failure: CrossCircleIcon } as const;

/**
 * Payment status (spec 001 sections 2 and 4): the order's status with the display overrides, its
 * content and widget event, 'Track Order' and 'Back to app'. The order is polled until final.
 */
export function PaymentStatusRoute() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  if (!orderId) return <Navigate to={paths.exchange} replace />;
  return <PaymentStatus orderId={orderId} search={search} />;
}

function PaymentStatus({ orderId, search }: { orderId: string; search: URLSearchParams }) {
  const navigate = useNavigate();
  const { data: order, error } = useOrder(orderId);
  // 'Back to app' uses the redirect URL of the order's own product: a sell's may differ from a buy's.
  const params = useProductWidgetParams(order?.isBuyOrSell ?? 'BUY');
  const result = search.get('result');
  const query = {
    result: result === 'success' || result === 'failed' ? (result as 'success' | 'failed') : undefined,
    cancelPaymentId: search.get('cancelPaymentId') ?? undefined,
    gatewaySessionId: search.get('cko-session-id') ?? undefined,
  };
  useGatewayReturn(order, query);
  const status = order
    ? displayStatusFor({
        status: order.status,
        paymentMethod: order.paymentOptionId,
        query,
        isInIframe: search.get('isIframe') === 'true' || isInFrame(),
        isAuthorized: false,
      })
    : null;
  const content = order && status ? paymentStatusContent(status, order) : null;
  const discount = order && status ? paymentStatusDiscountBanner(status, order) : null;
  useOrderEvent(content?.event ?? null, order);

  if (error) return <Navigate to={paths.exchange} replace />;
  if (!order || !content) return <LoadingSkeleton />;
  const StatusIcon = ICONS[content.tone];
  // A failed order's own header and message (from the server) say what went wrong.
  const heading = content.failedReason?.header ?? PAYMENT_STATUS_HEADINGS[content.heading]();
  const lines = content.failedReason ? [content.failedReason.message] : content.lines.map((line) => PAYMENT_STATUS_LINES[line]());

  const backToApp = () => {
    const redirectURL = params.redirectURL;
    if (redirectURL && isFollowableRedirectUrl(redirectURL)) {
      const url = new URL(redirectURL);
      for (const [key, value] of partnerRedirectData(order)) url.searchParams.set(key, value);
      window.location.assign(url.toString());
    } else {
      void navigate(paths.exchange);
    }
  };

  return (
    <>
      <Header title={t('orders.status.title')} />
      <ScreenBody>
        <div className={panel.status} role="status">
          <span className={`${panel.statusIcon} ${panel[content.tone]}`} aria-hidden="true">
            <StatusIcon width={30} height={30} strokeWidth={2.5} />
          </span>
          <h1 className={panel.heading}>{heading}</h1>
          <div className={panel.lines}>
            {lines.map((line) => (
              <p key={line} style={{ margin: 0 }}>
                {line}
              </p>
            ))}
          </div>
          <p className={text.note}>
            {t('orders.amountFor', {
              cryptoAmount: formatDecimal(order.cryptoAmount),
              crypto: order.cryptoCurrency,
              fiatAmount: formatDecimal(order.fiatAmount),
              fiat: order.fiatCurrency,
            })}
          </p>
          {discount && <DiscountBanner banner={discount} />}
          {order.transactionLink && (
            <a href={order.transactionLink} target="_blank" rel="noopener noreferrer" className={text.linkButton}>
              {t('orders.viewTransaction')}
            </a>
          )}
          <Button variant="outlined" fullWidth onClick={() => void navigate(orderPaths.orderDetails(order.id))}>
            {t('orders.status.trackOrder')}
          </Button>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('orders.status.backToApp')} onButtonClick={backToApp} />
    </>
  );
}
