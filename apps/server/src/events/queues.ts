import type { EventType } from './event-types.js';

/** How a queue retries: pg-boss's queue policy (delays in seconds, doubled each try with backoff). */
export type QueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this (or on an instance that died) is failed and retried. */
  expireInSeconds: number;
};

/** About eight and a half minutes of retries (2 s, 4 s, ... 256 s), then the dead letters. */
const STANDARD: QueuePolicy = { retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 };

/**
 * Every queue of the job runner. A queue is either fed by the events it subscribes to (its jobs
 * carry `{ eventId }`) or by `enqueueJob` with its own data. Adding a queue: a line here, its
 * handler in the module's `*.jobs.ts`, and the handler in src/jobs/registry.ts; queues are created
 * when the database is prepared.
 */
export const QUEUES = {
  /** An unpaid order reaches autoExpiresAt. Data `{ orderId }`. */
  'orders-expire': STANDARD,
  /** A new order's payment, started again if create-order stopped before starting it. Data `{ orderId }`. */
  'orders-start-payment': STANDARD,
  /** An order changed status: ask the providers for the next step (settle, buy or sell, deliver, pay out). */
  'orders-settle': STANDARD,
  /** A provider's news about an order (transfer received, crypto traded, deposit seen, crypto sent, payout settled). */
  'orders-provider-news': STANDARD,
  /** A submitted KYC application's decision, asked of the provider again and again until it is made. Data DecisionCheck. */
  'kyc-check-decision': STANDARD,
  /** The sandbox settlement bank receives a transfer it was told to expect. Data `{ orderId, amount, currency }`. */
  'sandbox-settlement': STANDARD,
  /** The sandbox liquidity desk fills a trade. Data `{ orderId, side }`. */
  'sandbox-liquidity': STANDARD,
  /** The sandbox chain: a deposit arrives, or crypto sent out is mined. Data per step. */
  'sandbox-custody': STANDARD,
  /** The sandbox payout provider hears from the receiving bank. Data: the PayoutOutcome. */
  'sandbox-payouts': STANDARD,
  /** A UK user's cooling-off period ends: the e-mail saying so. Data `{ userId }`, due at the end. */
  'fca-cooling-off-ended': STANDARD,
  /** Jobs that ran out of retries, kept for an operator (and the metrics). */
  'dead-letters': { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

export const DEAD_LETTER_QUEUE: QueueName = 'dead-letters';

/** Which queues hear each event type. A type nobody subscribes to is only kept in the outbox. */
export const SUBSCRIPTIONS: Partial<Record<EventType, readonly QueueName[]>> = {
  'order.status_changed': ['orders-settle'],
  'settlement.transfer_received': ['orders-provider-news'],
  'liquidity.trade_filled': ['orders-provider-news'],
  'custody.deposit_confirmed': ['orders-provider-news'],
  'custody.withdrawal_sent': ['orders-provider-news'],
  'payouts.payout_settled': ['orders-provider-news'],
};

export function isQueueName(name: string): name is QueueName {
  return Object.hasOwn(QUEUES, name);
}
