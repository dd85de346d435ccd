import { type StreamDepositEvent, WebhookEvent, type WebhookEventType } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import type { KycStatusChange, OrderStatusChange } from '../../events/event-types.js';
import type { EventRow } from '../../events/outbox.js';
import { orderWebhookData, partnerCustomersOf } from '../orders/partner-orders.js';

/** Outbox event types partners hear of, with the same names as their webhook types. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'order.created',
  'order.status_changed',
  'kyc.status_changed',
  'stream.deposit.detected',
  'stream.deposit.confirmed',
  'stream.deposit.payout_sent',
  'stream.deposit.payout_failed',
  'stream.deposit.refunded',
];

export type PartnerMessage = { partnerApiKey: string; body: string };

/** The exact text that is signed and sent; checked against the contract so no field slips in. */
function bodyOf(event: EventRow, data: unknown): string {
  return JSON.stringify(WebhookEvent.parse({ type: event.type, timestamp: event.occurredAt.toISOString(), data }));
}

/**
 * Which partners hear of an event, and what each receives. An order's events go to the partner
 * whose key the order was made under; a user's KYC change to each partner the user ordered under
 * with a partnerCustomerId (the partner's own id for the user, the only way it can tell who it is);
 * a stream deposit's to the partner the user onboarded with.
 */
export async function partnerMessagesOf(ctx: AppContext, event: EventRow): Promise<PartnerMessage[]> {
  if (event.type === 'order.created' || event.type === 'order.status_changed') {
    const change = event.payload as OrderStatusChange;
    const order = await orderWebhookData(ctx, { orderId: change.orderId, status: change.to, previousStatus: change.from });
    return order ? [{ partnerApiKey: order.partnerApiKey, body: bodyOf(event, order.data) }] : [];
  }
  if (event.type === 'kyc.status_changed') {
    const change = event.payload as KycStatusChange;
    const partners = await partnerCustomersOf(ctx, change.userId);
    return partners.map(({ partnerApiKey, partnerCustomerId }) => ({
      partnerApiKey,
      body: bodyOf(event, { partnerCustomerId, status: change.to, previousStatus: change.from, level: change.level }),
    }));
  }
  if (event.type.startsWith('stream.deposit.') && event.partnerApiKey) {
    const deposit = event.payload as StreamDepositEvent;
    const data = {
      depositId: deposit.depositId,
      status: deposit.status,
      cryptoCurrency: deposit.cryptoCurrency,
      network: deposit.network,
      cryptoAmount: deposit.cryptoAmount,
      fiatCurrency: deposit.fiatCurrency,
      fiatAmount: deposit.fiatAmount,
      transactionHash: deposit.transactionHash,
      payoutType: deposit.payoutType,
      refundReason: deposit.refundReason,
    };
    return [{ partnerApiKey: event.partnerApiKey, body: bodyOf(event, data) }];
  }
  return [];
}
