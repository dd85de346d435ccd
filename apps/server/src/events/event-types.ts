/**
 * Every event the outbox records. Order, KYC and stream events are what partners hear about
 * (webhooks); the provider events are how a provider's news reaches the modules that react.
 */
export const EVENT_TYPES = [
  /** A new order. Subject: the order id. Payload: OrderStatusChange with from null. */
  'order.created',
  /** An order moved from one status to another. Subject: the order id. Payload: OrderStatusChange. */
  'order.status_changed',
  /** A user's KYC status changed. Subject: the user id. Payload: KycStatusChange. */
  'kyc.status_changed',
  /** The settlement bank received a user's transfer for an order. Payload: { orderId, amount, currency }. */
  'settlement.transfer_received',
  /** The liquidity desk filled an order's trade. Payload: { orderId, side: 'BUY' | 'SELL' }. */
  'liquidity.trade_filled',
  /** Crypto arrived and is confirmed at a deposit address. Payload: { orderId, transactionHash, amount }. */
  'custody.deposit_confirmed',
  /** Crypto sent to a buyer's wallet was mined. Payload: { orderId, transactionHash }. */
  'custody.withdrawal_sent',
  /** The receiving bank paid or refused a payout. Subject: the payout's reference. Payload: PayoutOutcome. */
  'payouts.payout_settled',
  /** A UK user passed the FCA risk assessment; the cooling-off period runs. Subject: the user id. Payload: { attempt, coolingOffEndsAt }. */
  'fca.assessment_passed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export type OrderStatusChange = {
  orderId: string;
  from: string | null;
  to: string;
  isBuyOrSell: 'BUY' | 'SELL';
  paymentMethod: string;
};

export type KycStatusChange = { userId: string; from: string; to: string; level: string | null };

export type ProviderNews =
  | { type: 'settlement.transfer_received'; orderId: string; amount: string; currency: string }
  | { type: 'liquidity.trade_filled'; orderId: string; side: 'BUY' | 'SELL' }
  | { type: 'custody.deposit_confirmed'; orderId: string; transactionHash: string; amount: string }
  | { type: 'custody.withdrawal_sent'; orderId: string; transactionHash: string }
  | { type: 'payouts.payout_settled'; reference: string; payoutId: string; status: 'PAID' | 'REJECTED'; rejectionReason: string | null };
