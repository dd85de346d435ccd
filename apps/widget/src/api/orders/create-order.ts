import { type BuyOrSell, IDEMPOTENCY_KEY_HEADER, Order, type PaymentMethodId } from '@ferry/contracts';
import { apiRequest } from '../client.js';

export type CreateOrderParams = {
  reservationId: string;
  paymentMethod: PaymentMethodId;
  isBuyOrSell?: BuyOrSell | undefined;
  referrerDomain?: string | undefined;
  returnUrlParams?: string | undefined;
  bankId?: string | undefined;
  cardToken?: string | undefined;
  cardId?: string | undefined;
  deviceSessionId?: string | undefined;
  scheme?: string | undefined;
};

/**
 * POST create-order (spec 000 section 7). The idempotency key names the intent: a retry after a
 * lost answer sends the same key and gets the same order back, never a second one.
 */
export function createOrder(params: CreateOrderParams, idempotencyKey: string) {
  const { deviceSessionId, scheme, ...rest } = params;
  return apiRequest('orders/create-order', {
    schema: Order,
    method: 'POST',
    query: { ...rest, 'additionalData.deviceSessionId': deviceSessionId, 'additionalData.scheme': scheme },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
