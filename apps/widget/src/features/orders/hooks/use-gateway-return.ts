import type { Order } from '@ferry/contracts';
import { shouldCancelGatewayPayment, shouldNotifyPaymentUpdate } from '@ferry/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderQueryKey } from '../../../api/orders/get-order.js';
import { cancelGatewayPayment, notifyPaymentUpdate } from '../../../api/payments/payment-calls.js';

/**
 * On the way back from a gateway page (spec 001 section 4): a cancelPaymentId cancels the payment;
 * a cko-session-id with a status other than FAILED or REFUNDED notifies the payment update. Once each.
 */
export function useGatewayReturn(order: Order | undefined, query: { cancelPaymentId?: string; gatewaySessionId?: string }) {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!order || done.current) return;
    done.current = true;
    const update = (fresh: Order) => queryClient.setQueryData(orderQueryKey(fresh.id), fresh);
    if (shouldCancelGatewayPayment({ cancelPaymentId: query.cancelPaymentId }) && query.cancelPaymentId) {
      void cancelGatewayPayment({ paymentId: query.cancelPaymentId, userId: order.userId, cancelReason: 'Payment cancelled by the user' })
        .then(update)
        .catch(() => undefined);
    } else if (shouldNotifyPaymentUpdate({ gatewaySessionId: query.gatewaySessionId, status: order.status }) && query.gatewaySessionId) {
      void notifyPaymentUpdate(query.gatewaySessionId)
        .then(update)
        .catch(() => undefined);
    }
  }, [order, query.cancelPaymentId, query.gatewaySessionId, queryClient]);
}
