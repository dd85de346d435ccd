import { type BinVerification, type Card, ErrorCode, type ErrorParams, type Language, type VerifyCardRequest } from '@ferry/contracts';
import { isAcceptedScheme, SCHEME_NOT_SUPPORTED_MESSAGE } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { TokenCard } from '../../providers/card-gateway/card-gateway.js';
import { type CardRow, findUserCard, listUserCards, softDeleteUserCard, upsertUserCard } from './cards.repository.js';

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    last4Digits: row.last4,
    last4: row.last4,
    network: row.scheme.toUpperCase(),
    details: { scheme: row.scheme, card_type: row.cardType === 'CREDIT' ? 'CREDIT' : 'DEBIT' },
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    isNewCard: false,
    ...(row.payoutAllowed === null ? {} : { isPayoutAllowed: row.payoutAllowed }),
    ...(row.payoutAllowed && (row.moneyTransferType === 'standard' || row.moneyTransferType === 'fast_funds') ? { moneyTransferType: row.moneyTransferType } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export const cardNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'Card not found');

export async function listCards(ctx: AppContext, { userId }: { userId: string }): Promise<Card[]> {
  return (await listUserCards(ctx.db, userId)).map(toCard);
}

export async function deleteCard(ctx: AppContext, { userId, cardId }: { userId: string; cardId: string }): Promise<{ cardId: string }> {
  if (!(await softDeleteUserCard(ctx.db, { userId, cardId, at: ctx.now() }))) throw cardNotFound();
  return { cardId };
}

/** Verify card (BIN): the gateway's BIN status, display message and acceptance rate. */
export function verifyCardBin(ctx: AppContext, input: VerifyCardRequest, language: Language): Promise<BinVerification> {
  return ctx.providers.cardGateway.verifyBin({ ...input, language });
}

export function isExpired(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  return card.expiryYear < now.getUTCFullYear() || (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1);
}

export type PaymentCard = { cardId: string; gatewayToken: string; scheme: string; last4: string };

/**
 * The card an order is paid with: a new card by its gateway token (checked: Visa or Mastercard,
 * BIN not blocked, not expired, then saved to the user's cards), or one of the user's saved cards.
 */
export async function resolvePaymentCard(
  ctx: AppContext,
  { userId, cardToken, cardId }: { userId: string; cardToken?: string | undefined; cardId?: string | undefined },
): Promise<PaymentCard> {
  if (cardId) {
    const row = await findUserCard(ctx.db, { userId, cardId });
    if (!row) throw cardNotFound();
    if (isExpired(row, ctx.now())) throw new AppError(ErrorCode.CARD_TOKEN_INVALID, 'This card has expired. Please add another card.', { params: { reason: 'EXPIRED' } });
    return { cardId: row.id, gatewayToken: row.gatewayToken, scheme: row.scheme, last4: row.last4 };
  }
  if (!cardToken) throw new AppError(ErrorCode.ORDER_PRECONDITION_FAILED, 'Please add a card to pay by card.', { params: { step: 'add-card', flow: 'BUY' } });
  const card = await ctx.providers.cardGateway.describeToken(cardToken);
  if (!card) throw new AppError(ErrorCode.CARD_TOKEN_INVALID, 'This card could not be found. Please add it again.', { params: { reason: 'NOT_FOUND' } });
  if (!isAcceptedScheme(card.scheme)) throw new AppError(ErrorCode.CARD_NOT_SUPPORTED, SCHEME_NOT_SUPPORTED_MESSAGE);
  const bin = await ctx.providers.cardGateway.verifyBin({ bin: card.bin, last4: card.last4 });
  if (bin.binStatus === 'BLOCKED') {
    // The gateway's display message is the provider's data (spec 001 section 5), passed on as a param.
    const params: ErrorParams = bin.displayMessage ? { displayMessage: bin.displayMessage } : {};
    throw new AppError(ErrorCode.CARD_BIN_BLOCKED, bin.displayMessage || 'This card is not supported.', { params });
  }
  if (isExpired(card, ctx.now())) throw new AppError(ErrorCode.CARD_TOKEN_INVALID, 'This card has expired. Please add another card.', { params: { reason: 'EXPIRED' } });
  const row = await saveUserCard(ctx, userId, card);
  return { cardId: row.id, gatewayToken: row.gatewayToken, scheme: row.scheme, last4: row.last4 };
}

/** A saved card of the user by id, for starting a payment again after a restart. */
/** A gateway token's card saved for the user (once per token): what buy and payout cards share. */
export function saveUserCard(ctx: AppContext, userId: string, card: TokenCard): Promise<CardRow> {
  return upsertUserCard(ctx.db, {
    userId,
    gatewayToken: card.token,
    scheme: card.scheme,
    last4: card.last4,
    bin: card.bin,
    cardType: card.cardType,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    createdAt: ctx.now(),
  });
}

export async function findPaymentCard(ctx: AppContext, { userId, cardId }: { userId: string; cardId: string }): Promise<PaymentCard | null> {
  const row = await findUserCard(ctx.db, { userId, cardId });
  return row ? { cardId: row.id, gatewayToken: row.gatewayToken, scheme: row.scheme, last4: row.last4 } : null;
}
