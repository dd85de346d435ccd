import { formatDateTime } from '../../i18n/format.js';

/** Routes of the order screens, with their query. */
export const orderPaths = {
  paymentStatus: (orderId: string, extra: Record<string, string> = {}) =>
    `/user/paymentstatus?${new URLSearchParams({ orderId, ...extra })}`,
  paymentConfirmation: (orderId: string) => `/user/payment-confirmation?${new URLSearchParams({ orderId })}`,
  orderDetails: (orderId: string) => `/user/order/${encodeURIComponent(orderId)}`,
  orders: '/user/orders',
  applePay: (orderId: string) => `/apple-pay?${new URLSearchParams({ orderId })}`,
  googlePay: (orderId: string) => `/googlepay?${new URLSearchParams({ orderId })}`,
  selectCard: '/user/select-card',
  addCard: '/user/add-card',
};

/** An order's date in the active language's style (en-GB with a 12-hour clock, spec 001 section 9). */
export const formatOrderDate = (iso: string): string => formatDateTime(iso);
