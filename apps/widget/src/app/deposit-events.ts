import { type DepositEventType, type StreamEventItem, type StreamEventType, widgetMessage, type WidgetMessage } from '@ferry/contracts';

/** The host-page event of each stream deposit event (the webhooks' names, the embed protocol's words). */
const HOST_EVENT_OF: Record<StreamEventType, DepositEventType> = {
  'stream.deposit.detected': 'deposit-seen',
  'stream.deposit.confirmed': 'deposit-confirmed',
  'stream.deposit.payout_sent': 'deposit-paid-out',
  'stream.deposit.payout_failed': 'deposit-payout-failed',
  'stream.deposit.refunded': 'deposit-refunded',
};

/** The embed-protocol message for a stream deposit event: its deposit id and status, nothing personal. */
export function depositMessageOf(event: Pick<StreamEventItem, 'type' | 'payload'>): WidgetMessage {
  return widgetMessage(HOST_EVENT_OF[event.type], { depositId: event.payload.depositId, status: event.payload.status });
}

/**
 * Whether an event happened while the widget was open. The poller loads lazily after the user is
 * known, so "what is already in the log when it first asks" would drop a deposit seen in between;
 * the page's opening moment does not move. Compared on the device's clock against the server's
 * occurredAt: a device clock running late posts a few earlier events, never loses one.
 */
export function happenedSinceOpening(event: Pick<StreamEventItem, 'occurredAt'>, openedAtMs: number): boolean {
  const at = Date.parse(event.occurredAt);
  return Number.isNaN(at) || at >= openedAtMs;
}
