import type { OrderStatus, PaymentMethodId } from '@ferry/contracts';

type Side = 'BUY' | 'SELL';

const BUY_CONFIRMATION_METHODS: readonly PaymentMethodId[] = [
  'gbp_bank_transfer',
  'sepa_bank_transfer',
  'pm_us_wire_bank_transfer',
  'pm_ach_push',
  'pm_wire',
  'inr_upi',
  'inr_bank_transfer',
];
const SELL_CONFIRMATION_METHODS: readonly PaymentMethodId[] = ['gbp_bank_transfer', 'sepa_bank_transfer', 'credit_debit_card'];
const PAYMENT_DETAILS_METHODS: readonly PaymentMethodId[] = [
  'gbp_bank_transfer',
  'sepa_bank_transfer',
  'pm_wire',
  'pm_us_wire_bank_transfer',
  'pm_ach_push',
];

/**
 * Payment confirmation is required for BUY via GBP bank, SEPA bank, US wire, ACH push, wire, INR
 * UPI and INR bank transfer; for SELL via GBP bank, SEPA bank and card (spec 001 section 4).
 */
export function requiresPaymentConfirmation(side: Side, method: PaymentMethodId): boolean {
  return (side === 'BUY' ? BUY_CONFIRMATION_METHODS : SELL_CONFIRMATION_METHODS).includes(method);
}

/** INR UPI and bank transfer ask for the 12-digit UTR on 'Yes, I Have Paid'. */
export function requiresUtr(method: PaymentMethodId): boolean {
  return method === 'inr_upi' || method === 'inr_bank_transfer';
}

/** Cancel is offered in AWAITING_PAYMENT_FROM_USER and PAYMENT_DONE_MARKED_BY_USER. */
export function canCancelOrder(status: OrderStatus): boolean {
  return status === 'AWAITING_PAYMENT_FROM_USER' || status === 'PAYMENT_DONE_MARKED_BY_USER';
}

/** 'Complete Payment' shows while awaiting payment, except for Apple Pay and Google Pay. */
export function showsCompletePayment(order: { status: OrderStatus; paymentOptionId: PaymentMethodId }): boolean {
  return order.status === 'AWAITING_PAYMENT_FROM_USER' && order.paymentOptionId !== 'apple_pay' && order.paymentOptionId !== 'google_pay';
}

export type CompletePaymentTarget = 'payment-confirmation' | 'wallet-redirection' | 'payment-status';

/**
 * Where 'Complete Payment' goes: a sell to payment confirmation, or to the partner's wallet
 * redirection when configured; a buy to payment confirmation when its method requires it, else
 * (card and 'pm_' methods) to payment status.
 */
export function completePaymentTarget(order: {
  isBuyOrSell: Side;
  paymentOptionId: PaymentMethodId;
  hasWalletRedirection: boolean;
}): CompletePaymentTarget {
  if (order.isBuyOrSell === 'SELL') return order.hasWalletRedirection ? 'wallet-redirection' : 'payment-confirmation';
  return requiresPaymentConfirmation('BUY', order.paymentOptionId) ? 'payment-confirmation' : 'payment-status';
}

/** 'Payment Details' shows once payment is marked done, for GBP bank, SEPA bank, wire and ACH push. */
export function showsPaymentDetails(order: { status: OrderStatus; paymentOptionId: PaymentMethodId }): boolean {
  return order.status === 'PAYMENT_DONE_MARKED_BY_USER' && PAYMENT_DETAILS_METHODS.includes(order.paymentOptionId);
}

export type PlaceOrderTarget = 'payment-status' | 'payment-confirmation' | 'wallet-redirection' | 'gateway-redirect' | 'apple-pay' | 'google-pay';

/**
 * After create-order (spec 001 section 4 "Place order"): FAILED goes to payment status; a method
 * that needs confirmation to payment confirmation; otherwise payment status. A gateway redirect
 * (3DS, bank page) and the wallet pay pages come first: the payment continues there. A sell of a
 * partner with wallet redirection hands the transfer to the partner's wallet where the transfer
 * screen would show (spec 001 section 4 "Order actions", section 6).
 */
export function placeOrderTarget(order: {
  status: OrderStatus;
  isBuyOrSell: Side;
  paymentOptionId: PaymentMethodId;
  redirectionRequired: boolean;
  hasWalletRedirection?: boolean;
}): PlaceOrderTarget {
  if (order.status === 'FAILED') return 'payment-status';
  if (order.paymentOptionId === 'apple_pay') return 'apple-pay';
  if (order.paymentOptionId === 'google_pay') return 'google-pay';
  if (order.redirectionRequired && order.status === 'AWAITING_PAYMENT_FROM_USER') return 'gateway-redirect';
  if (requiresPaymentConfirmation(order.isBuyOrSell, order.paymentOptionId)) {
    return order.isBuyOrSell === 'SELL' && order.hasWalletRedirection && order.status === 'AWAITING_PAYMENT_FROM_USER'
      ? 'wallet-redirection'
      : 'payment-confirmation';
  }
  return 'payment-status';
}
