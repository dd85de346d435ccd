import { type CreateOrderQuery, ErrorCode, SPENT_ORDER_STATUSES } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { resolvePaymentCard } from '../cards/cards.service.js';
import { assessOrderRisk } from '../fraud/fraud.service.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { activePartner } from '../quotes/reference-data.js';
import { assertWithinLimits, spentSince } from './limits.service.js';
import { assertOrderPreconditions, eligibilityOf } from './order-preconditions.js';
import { recordOrderCreated } from './order-events.js';
import { startOrderPayment } from './order-payment.js';
import { newOrderValues, quoteOfReservation } from './order-values.js';
import { sellOrderValues } from './sell-order.js';
import { findCreateOrderFacts, findOrderForReplay, insertOrderIfNew, type OrderRow } from './orders.repository.js';
import { requestFingerprint } from './request-fingerprint.js';

export const PENDING_ORDER_MESSAGE =
  'You have 1 pending order still open. Click on the resolve button to complete it before making a new order';

/** returnOrigin: the widget origin the payer comes back to (http/widget-origin.ts). */
type CreateOrderInput = {
  userId: string;
  /** The signed-in user's e-mail, for the risk engine. */
  email: string;
  idempotencyKey: string;
  query: CreateOrderQuery;
  returnOrigin?: string | null | undefined;
};

/**
 * The order this intent already made: same Idempotency-Key, or same reservation. The same key
 * with another body (another reservation, card or payment method) is another intent: 422.
 */
async function replayOf(ctx: AppContext, input: CreateOrderInput): Promise<OrderRow | null> {
  const { userId, idempotencyKey, query } = input;
  return replayAmong(await findOrderForReplay(ctx.db, { userId, idempotencyKey, reservationId: query.reservationId }), input);
}

type ReplayKey = Pick<OrderRow, 'userId' | 'idempotencyKey' | 'reservationId' | 'requestFingerprint'>;

function replayAmong<R extends ReplayKey>(rows: R[], { userId, idempotencyKey, query }: CreateOrderInput): R | null {
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
export async function createOrder(ctx: AppContext, input: CreateOrderInput): Promise<OrderRow> {
  const { userId, query } = input;
  // Issue 17: the user, the KYC, the reservation and the orders to know in one statement.
  const facts = await findCreateOrderFacts(ctx.db, {
    userId,
    idempotencyKey: input.idempotencyKey,
    reservationId: query.reservationId,
    spentSince: spentSince(ctx.now()),
    spentStatuses: SPENT_ORDER_STATUSES,
  });
  if (!facts) throw new AppError(ErrorCode.UNAUTHORIZED, 'Your session has expired. Please log in again.');
  const { known, reservation } = facts;
  // A retry (rare) reads its order in full; the first call's read lists only a few columns of it.
  if (replayAmong(known.replay, input)) return replayOrRefuse(ctx, input);

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
    throw new AppError(ErrorCode.VALIDATION_ERROR, `This is a ${flow} quote; a ${query.isBuyOrSell} order needs a ${query.isBuyOrSell} quote. Please get a new quote.`, { params: { quoteSide: flow, orderSide: query.isBuyOrSell } });
  }
  if (query.paymentMethod !== quote.paymentMethod) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'The payment method differs from the quote. Please refresh the quote.');
  }
  // referrerDomain (the page the widget was opened from) is checked as at start-up: a partner that
  // lists its domains gets orders from those (and Ferry's own host) only, 403 PARTNER_DOMAIN_NOT_ALLOWED
  // otherwise. Without one, the partner as the quote path knows it (quotes/reference-data.ts: read
  // again after at most 10 s) saves a round trip.
  const referrerDomain = query.referrerDomain || undefined;
  await (referrerDomain
    ? requireActivePartner(ctx, { apiKey: reservation.partnerApiKey, hostname: referrerDomain })
    : activePartner(ctx, reservation.partnerApiKey));

  const eligibility = await eligibilityOf(ctx, { userId, quote, facts });
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
    bankId: query.bankId ?? quote.bankId ?? null,
  });
  if (known.isAwaiting) return replayOrRefuse(ctx, input);
  await assertWithinLimits(ctx, {
    userId,
    level: eligibility.kycLevel,
    isBuyOrSell: flow,
    paymentMethod: query.paymentMethod,
    fiatCurrency: quote.fiatCurrency,
    fiatAmount: quote.fiatAmount,
    spending: known.spending,
  });
  await assessOrderRisk(ctx, {
    userId,
    email: input.email,
    deviceSessionId: query['additionalData.deviceSessionId'] || null,
    isBuyOrSell: flow,
    fiatCurrency: quote.fiatCurrency,
    fiatAmount: quote.fiatAmount,
    paymentMethod: query.paymentMethod,
    walletAddress: reservation.walletAddress,
  });

  const { card, sell } =
    flow === 'SELL'
      ? await sellOrderValues(ctx, { userId, query: query.bankId || !quote.bankId ? query : { ...query, bankId: quote.bankId }, quote })
      : { card: isCard ? await resolvePaymentCard(ctx, { userId, cardToken: query.cardToken, cardId: query.cardId }) : null, sell: undefined };
  const inserted = await insertOrderIfNew(ctx.db, newOrderValues({ ...input, reservation, card, sell, now: ctx.now() }), (row, isWritten) =>
    recordOrderCreated(ctx, row, isWritten),
  );
  if (!inserted) return replayOrRefuse(ctx, input);
  return startOrderPayment(ctx, inserted, card);
}

/** A concurrent call with the same key may have just made the order: answer it; otherwise 'Order exists'. */
async function replayOrRefuse(ctx: AppContext, input: CreateOrderInput): Promise<OrderRow> {
  const winner = await replayOf(ctx, input);
  if (winner) return startOrderPayment(ctx, winner);
  throw orderExists();
}
