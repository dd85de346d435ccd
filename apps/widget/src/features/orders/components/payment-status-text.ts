import type { PaymentStatusHeading, PaymentStatusLine } from '@ferry/rules';
import { t } from '../../../i18n/i18n.js';

/** The payment status page's headings (spec 001 section 4 "Order status content"), in the active language. */
export const PAYMENT_STATUS_HEADINGS: Record<PaymentStatusHeading, () => string> = {
  cryptoOnTheWay: () => t('orders.status.heading.cryptoOnTheWay'),
  moneyOnTheWay: () => t('orders.status.heading.moneyOnTheWay'),
  nftOnTheWay: () => t('orders.status.heading.nftOnTheWay'),
  yourCryptoOnTheWay: () => t('orders.status.heading.yourCryptoOnTheWay'),
  cardAuthorizationFailed: () => t('orders.status.heading.cardAuthorizationFailed'),
  orderCancelled: () => t('orders.status.heading.orderCancelled'),
  allDone: () => t('orders.status.heading.allDone'),
  payoutRejected: () => t('orders.status.heading.payoutRejected'),
  unableToProcess: () => t('orders.status.heading.unableToProcess'),
  orderFailed: () => t('orders.status.heading.orderFailed'),
  orderExpired: () => t('orders.status.heading.orderExpired'),
};

/** The lines under the heading. */
export const PAYMENT_STATUS_LINES: Record<PaymentStatusLine, () => string> = {
  confirmationEmail: () => t('orders.status.line.confirmationEmail'),
  inrBankWithinSixHours: () => t('orders.status.line.inrBankWithinSixHours'),
  waitingForPayment: () => t('orders.status.line.waitingForPayment'),
  checkCard: () => t('orders.status.line.checkCard'),
  orderCancelled: () => t('orders.status.line.orderCancelled'),
  payoutSent: () => t('orders.status.line.payoutSent'),
  cryptoDelivered: () => t('orders.status.line.cryptoDelivered'),
  cardPayoutFastFunds: () => t('orders.status.line.cardPayoutFastFunds'),
  cardPayoutStandard: () => t('orders.status.line.cardPayoutStandard'),
  payoutNotMade: () => t('orders.status.line.payoutNotMade'),
  paidAmountRefunded: () => t('orders.status.line.paidAmountRefunded'),
  orderNotCompleted: () => t('orders.status.line.orderNotCompleted'),
  orderExpired: () => t('orders.status.line.orderExpired'),
};
