import type { BuyOrSell, Order, PaymentMethodId, Quote } from '@ferry/contracts';
import { ErrorCode } from '@ferry/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '../../../api/api-error.js';
import { createOrder } from '../../../api/orders/create-order.js';
import { ORDERS_QUERY_KEY } from '../../../api/orders/get-orders.js';
import { walletReserve } from '../../../api/orders/wallet-reserve.js';
import { postOrderEvent } from '../../../host/order-events.js';
import { embeddingHostname } from '../../../config/embedding-host.js';
import { newCardsStore } from '../../../stores/new-cards.js';
import { sessionStore } from '../../../stores/session-store.js';

/**
 * create-order's referrerDomain: the partner's own `referrerDomain` parameter when it set one,
 * else the host of the page embedding the widget. The server checks it against the partner's domains.
 */
export function referrerDomainOf(flow: BuyOrSell): string {
  return sessionStore.get('widgetParams')?.byProduct[flow]?.referrerDomain ?? embeddingHostname();
}

/** A sell has no wallet address: the crypto comes from the user. */
export type PlaceOrderInput = {
  quote: Quote;
  walletAddress: string | null;
  paymentMethod: PaymentMethodId;
  cardId: string | null;
  bankId: string | null;
  /** The fraud-detection device session started before confirm order (null when it could not start). */
  deviceSessionId?: string | null;
};

/**
 * Reserve, then create the order. One intent keeps its reservation and Idempotency-Key across
 * retries (a lost answer, a double tap), so it can only ever make one order; an expired
 * reservation or quote starts a new intent (with the refreshed quote).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const intent = useRef<{ quoteId: string; reservationId: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (input: PlaceOrderInput): Promise<Order> => {
      if (intent.current?.quoteId !== input.quote.quoteId) {
        const reservation = await walletReserve({
          quoteId: input.quote.quoteId,
          ...(input.walletAddress ? { walletAddress: input.walletAddress } : {}),
          ...(input.walletAddress && input.quote.addressAdditionalData ? { addressAdditionalData: input.quote.addressAdditionalData } : {}),
        });
        intent.current = { quoteId: input.quote.quoteId, reservationId: reservation.reservationId, key: crypto.randomUUID() };
      }
      const { reservationId, key } = intent.current;
      const isNewCard = input.cardId?.startsWith('tok_') ?? false;
      try {
        return await createOrder(
          {
            reservationId,
            paymentMethod: input.paymentMethod,
            isBuyOrSell: input.quote.isBuyOrSell,
            referrerDomain: referrerDomainOf(input.quote.isBuyOrSell),
            ...(input.cardId ? (isNewCard ? { cardToken: input.cardId } : { cardId: input.cardId }) : {}),
            ...(input.bankId ? { bankId: input.bankId } : {}),
            ...(input.deviceSessionId ? { deviceSessionId: input.deviceSessionId } : {}),
          },
          key,
        );
      } catch (error) {
        if (isApiError(error) && (error.code === ErrorCode.RESERVATION_EXPIRED || error.code === ErrorCode.QUOTE_EXPIRED)) intent.current = null;
        throw error;
      }
    },
    onSuccess: (order, input) => {
      // The order saved the new card: from now on it is listed as a saved card.
      if (input.cardId?.startsWith('tok_')) newCardsStore.remove(input.cardId);
      sessionStore.set('order', order);
      postOrderEvent('order-created', order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
