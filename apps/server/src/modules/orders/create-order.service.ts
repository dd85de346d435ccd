import { type CreateOrderQuery, ErrorCode } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { resolvePaymentCard } from '../cards/cards.service.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { assertWithinLimits } from './limits.service.js';
import { assertOrderPreconditions, type EligibilitySource, eligibilityFromKycAndUser } from './order-preconditions.js';
import { recordOrderCreated } from './order-events.js';
import { startOrderPayment } from './order-payment.js';
import { newOrderValues, quoteOfReservation } from './order-values.js';
import { sellOrderValues } from './sell-order.js';
import { findAwaitingOrder, findOrderForReplay, findReservation, insertOrderIfNew, type OrderRow } from './orders.repository.js';
import { requestFingerprint } from './request-fingerprint.js';

export const PENDING_ORDER_MESSAGE =
  'You have 1 pending order still open. Click on the resolve button to complete it before making a new order';

/** returnOrigin: the widget origin the payer comes back to (http/widget-origin.ts). */
type CreateOrderInput = { userId: string; idempotencyKey: string; query: CreateOrderQuery; returnOrigin?: string | null | undefined };

/**
 * The order this intent already made: same Idempotency-Key, or same reservation. The same key
 * with another body (another reservation, card or payment method) is another intent: 422.
 */
async function replayOf(ctx: AppContext, { userId, idempotencyKey, query }: CreateOrderInput): Promise<OrderRow | null> {
  const rows = await findOrderForReplay(ctx.db, { userId, idempotencyKey, reservationId: query.reservationId });
  const byKey = rows.find((row) => row.userId === userId && row.idempotencyKey === idempotencyKey);
  const isOtherBody = byKey && byKey.requestFingerprint !== null && byKey.requestFingerprint !== requestFingerprint(query);
  if (byKey && (byKey.reservationId !== query.reservationId || isOtherBody)) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was already used for another order.');
  }
  const row = byKey ?? rows.find((candidate) => candidate.reservationId === query.reservationId) ?? null;
  if (row && row.userId !== userId) throw new AppError(ErrorCode.NOT_FOUND, 'Reservation not found');
  return row;
}

const orderExists = () => new AppError(ErrorCode.ORDER_EXISTS, PENDING_ORDER_MESSAGE);

/**
 * create-order (spec 000 section 7): exactly one order per intent. A retry with the same
 * Idempotency-Key, or any call for a reservation that already has its order, answers that order.
 * The database's unique indexes (key, reservation, one awaiting order per user) settle races.
 */
export async function createOrder(ctx: AppContext, input: CreateOrderInput, eligibilityOf: EligibilitySource = eligibilityFromKycAndUser): Promise<OrderRow> {
  const replay = await replayOf(ctx, input);
  if (replay) return startOrderPayment(ctx, replay);

  const { userId, query } = input;
  const reservation = await findReservation(ctx.db, query.reservationId);
  if (!reservation || reservation.userId !== userId) throw new AppError(ErrorCode.NOT_FOUND, 'Reservation not found');
  // The price is the quote's: an order needs a quote that is still valid (a refreshed one after 60 s).
  const quote = quoteOfReservation(reservation);
  if (new Date(quote.expiresAt) <= ctx.now()) {
    throw new AppError(ErrorCode.QUOTE_EXPIRED, 'This quote has expired. Please confirm your order again.');
  }
  if (reservation.expiresAt <= ctx.now()) {
    throw new AppError(ErrorCode.RESERVATION_EXPIRED, 'This reservation has expired. Please confirm your order again.');
  }
  const flow = quote.isBuyOrSell;
  if (query.isBuyOrSell && query.isBuyOrSell !== flow) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, `This is a ${flow} quote; a ${query.isBuyOrSell} order needs a ${query.isBuyOrSell} quote. Please get a new quote.`);
  }
  if (query.paymentMethod !== quote.paymentMethod) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'The payment method differs from the quote. Please refresh the quote.');
  }
  await requireActivePartner(ctx, { apiKey: reservation.partnerApiKey });

  const eligibility = await eligibilityOf(ctx, { userId, quoteId: quote.quoteId });
  const isCard = query.paymentMethod === 'credit_debit_card';
  // A sell pays out to a saved card (validated for payouts first); a buy may also charge a new card's token.
  const givenCard = flow === 'SELL' ? query.cardId : (query.cardToken ?? query.cardId);
  assertOrderPreconditions({
    ...eligibility,
    flow,
    hasQuote: true,
    walletAddress: reservation.walletAddress,
    paymentMethod: query.paymentMethod,
    usableCardCount: isCard && givenCard ? 1 : 0,
    bankId: query.bankId ?? null,
  });
  if (await findAwaitingOrder(ctx.db, userId)) return replayOrRefuse(ctx, input);
  await assertWithinLimits(ctx, { userId, level: eligibility.kycLevel, isBuyOrSell: flow, paymentMethod: query.paymentMethod, fiatCurrency: quote.fiatCurrency, fiatAmount: quote.fiatAmount });

  const { card, sell } =
    flow === 'SELL'
      ? await sellOrderValues(ctx, { userId, query, quote })
      : { card: isCard ? await resolvePaymentCard(ctx, { userId, cardToken: query.cardToken, cardId: query.cardId }) : null, sell: undefined };
  const inserted = await insertOrderIfNew(ctx.db, newOrderValues({ ...input, reservation, card, sell, now: ctx.now() }), (tx, row) =>
    recordOrderCreated(ctx, tx, row),
  );
  if (!inserted) return replayOrRefuse(ctx, input);
  return startOrderPayment(ctx, inserted);
}

/** A concurrent call with the same key may have just made the order: answer it; otherwise 'Order exists'. */
async function replayOrRefuse(ctx: AppContext, input: CreateOrderInput): Promise<OrderRow> {
  const winner = await replayOf(ctx, input);
  if (winner) return startOrderPayment(ctx, winner);
  throw orderExists();
}
