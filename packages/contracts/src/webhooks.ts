import { z } from 'zod';
import { OrderStatus } from './orders.js';
import { StreamDepositStatus, StreamPayoutType, StreamRefundReason } from './stream.js';

/**
 * Partner webhooks (Standard Webhooks: headers webhook-id, webhook-timestamp, webhook-signature;
 * body `{ type, timestamp, data }`). docs/webhooks.md is the partner's guide.
 */

/** Longest endpoint URL a partner may configure. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** Every event type a partner's endpoint receives. */
export const WebhookEventType = z.enum([
  /** A new order under the partner's key. */
  'order.created',
  /** An order moved to `data.status` (from `data.previousStatus`). */
  'order.status_changed',
  /** The KYC status of a user the partner knows by partnerCustomerId changed. */
  'kyc.status_changed',
  /** Crypto arrived at a user's stream wallet and was seen on chain. */
  'stream.deposit.detected',
  /** The deposit has its confirmations; it is sold and paid out (or refunded). */
  'stream.deposit.confirmed',
  /** The payout reached the user's bank account or card. */
  'stream.deposit.payout_sent',
  /** The bank refused the payout, or the payout account is gone; a refund follows. */
  'stream.deposit.payout_failed',
  /** The crypto went back to the user's refund wallet; a deposit outside the limits comes here straight from confirmed. */
  'stream.deposit.refunded',
]);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/**
 * An order as a partner hears of it: the spec's partner redirect data (spec 001 section 3)
 * without walletAddress (read it with GET partner/orders/{id}); no e-mail, names or addresses.
 */
export const WebhookOrderData = z.object({
  orderId: z.string(),
  status: OrderStatus,
  /** null for order.created. */
  previousStatus: OrderStatus.nullable(),
  isBuyOrSell: z.enum(['BUY', 'SELL']),
  fiatCurrency: z.string(),
  cryptoCurrency: z.string(),
  /** Decimal strings. */
  fiatAmount: z.string(),
  cryptoAmount: z.string(),
  totalFeeInFiat: z.string(),
  network: z.string(),
  isNFTOrder: z.boolean(),
  partnerOrderId: z.string().nullable(),
  partnerCustomerId: z.string().nullable(),
});
export type WebhookOrderData = z.infer<typeof WebhookOrderData>;

export const WebhookKycData = z.object({
  /** The partner's own id of the user, as the partner passed it with the user's orders. */
  partnerCustomerId: z.string(),
  status: z.string(),
  previousStatus: z.string(),
  /** SIMPLE, STANDARD or ENHANCED; null before a level was asked for. */
  level: z.string().nullable(),
});
export type WebhookKycData = z.infer<typeof WebhookKycData>;

/** A stream deposit as a partner hears of it: no wallet addresses (the user's refund wallet is theirs). */
export const WebhookStreamDepositData = z.object({
  depositId: z.string(),
  status: StreamDepositStatus,
  cryptoCurrency: z.string(),
  network: z.string(),
  cryptoAmount: z.string(),
  /** Known once the deposit is sold; null before. */
  fiatCurrency: z.string().nullable(),
  fiatAmount: z.string().nullable(),
  transactionHash: z.string().nullable(),
  payoutType: StreamPayoutType.nullable(),
  refundReason: StreamRefundReason.nullable(),
});
export type WebhookStreamDepositData = z.infer<typeof WebhookStreamDepositData>;

const envelope = <T extends z.ZodType, K extends WebhookEventType>(types: readonly [K, ...K[]], data: T) =>
  z.object({ type: z.enum(types), timestamp: z.iso.datetime(), data });

/** The body of every webhook; `timestamp` is when the event occurred. */
export const WebhookEvent = z.discriminatedUnion('type', [
  envelope(['order.created', 'order.status_changed'], WebhookOrderData),
  envelope(['kyc.status_changed'], WebhookKycData),
  envelope(
    ['stream.deposit.detected', 'stream.deposit.confirmed', 'stream.deposit.payout_sent', 'stream.deposit.payout_failed', 'stream.deposit.refunded'],
    WebhookStreamDepositData,
  ),
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** PUT partner/webhook-endpoint. */
export const PutWebhookEndpointRequest = z.object({ url: z.string().min(1).max(WEBHOOK_URL_MAX_LENGTH) });
export type PutWebhookEndpointRequest = z.infer<typeof PutWebhookEndpointRequest>;

export const WebhookEndpointResponse = z.object({
  url: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  secretRotatedAt: z.iso.datetime(),
  /** `whsec_...`: only in the answer that created or rotated it; null otherwise. */
  signingSecret: z.string().nullable(),
  /** Until then messages are signed with the previous secret too (after a rotation). */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
});
export type WebhookEndpointResponse = z.infer<typeof WebhookEndpointResponse>;

export const WebhookEndpointDeletedResponse = z.object({ isDeleted: z.literal(true) });

/** pending: waiting for its turn or its next try; delivered: a 2xx came back; dead: out of tries. */
export const WebhookDeliveryState = z.enum(['pending', 'delivered', 'dead']);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryState>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  url: z.string(),
  attemptedAt: z.iso.datetime(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.string(),
  isReplay: z.boolean(),
  state: WebhookDeliveryState,
  attemptCount: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** One event as the partner's endpoint receives it, with what became of each delivery. */
export const PartnerWebhookEvent = z.object({
  /** The webhook-id header: the same on every try and every replay. */
  id: z.string(),
  type: WebhookEventType,
  occurredAt: z.iso.datetime(),
  payload: WebhookEvent,
  deliveries: z.array(WebhookDelivery),
});
export type PartnerWebhookEvent = z.infer<typeof PartnerWebhookEvent>;

export const WEBHOOK_EVENTS_PAGE_MAX = 100;

export const ListWebhookEventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(WEBHOOK_EVENTS_PAGE_MAX).default(50),
  type: WebhookEventType.optional(),
});

export const PartnerWebhookEventsResponse = z.object({ events: z.array(PartnerWebhookEvent) });

export const WebhookEventIdParams = z.object({ id: z.uuid() });

export const ReplayWebhookEventResponse = z.object({ deliveryId: z.string() });

/** GET partner/orders/{id} and partner/orders?partnerOrderId: the spec's partner redirect data. */
export const PartnerOrder = z.object({
  orderId: z.string(),
  status: OrderStatus,
  isBuyOrSell: z.enum(['BUY', 'SELL']),
  fiatCurrency: z.string(),
  cryptoCurrency: z.string(),
  fiatAmount: z.string(),
  cryptoAmount: z.string(),
  totalFeeInFiat: z.string(),
  network: z.string(),
  isNFTOrder: z.boolean(),
  /** The buyer's wallet (null for a sell), as the spec's redirect data carries it. */
  walletAddress: z.string().nullable(),
  partnerOrderId: z.string().nullable(),
  partnerCustomerId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
});
export type PartnerOrder = z.infer<typeof PartnerOrder>;

export const PartnerOrderParams = z.object({ id: z.uuid() });
export const PartnerOrdersQuery = z.object({ partnerOrderId: z.string().min(1).max(200) });
export const PartnerOrdersResponse = z.object({ orders: z.array(PartnerOrder) });
