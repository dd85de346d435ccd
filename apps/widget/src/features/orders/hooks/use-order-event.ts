import type { WidgetOrderEvent } from '@ferry/rules';
import { useEffect, useRef } from 'react';
import { postOrderEvent } from '../../../host/order-events.js';

const TYPES = { orderSuccessful: 'order-successful', orderFailed: 'order-failed', orderCancelled: 'order-cancelled' } as const;

/** Emits the status's widget event to the host once per order and event. */
export function useOrderEvent(event: WidgetOrderEvent | null, order: { id: string; status: string } | undefined) {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!event || !order) return;
    const key = `${order.id}:${event}`;
    if (sent.current.has(key)) return;
    sent.current.add(key);
    postOrderEvent(TYPES[event], order);
  }, [event, order]);
}
