import {
  CARD_NOT_ELIGIBLE_FOR_PAYOUT,
  ErrorCode,
  type MoneyTransferType,
  type PayoutCardStatus,
  type PayoutCardValidation,
  type PayoutEligibility,
  type ValidatePayoutCardRequest,
} from '@ferry/contracts';
import { isAcceptedScheme, SCHEME_NOT_SUPPORTED_MESSAGE } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { PayoutDestination } from '../../providers/payouts/payouts.js';
import { listFiatCurrencies } from '../currencies/currencies.service.js';
import { type CardRow, findUserCard, setCardPayout } from './cards.repository.js';
import { cardNotFound, isExpired, type PaymentCard, saveUserCard } from './cards.service.js';

const NOT_ALLOWED: PayoutEligibility = { isPayoutAllowed: false, moneyTransferType: null };
/** A card verification's gateway reference: one per saved card. */
const VERIFICATION_PREFIX = 'card-payout-verification:';

/** Does Ferry pay out to cards in this fiat (its card option is payout-allowed)? */
async function isCardPayoutOffered(ctx: AppContext, fiatCurrency: string): Promise<boolean> {
  const fiat = (await listFiatCurrencies(ctx)).find((entry) => entry.symbol === fiatCurrency);
  const option = fiat?.paymentOptions.find((entry) => entry.id === 'credit_debit_card');
  return Boolean(fiat?.isPayOutAllowed && option?.isActive && option.isPayOutAllowed);
}

/** The gateway's answer for a saved card and a fiat, recorded on the card (GET cards shows it). */
async function eligibilityOf(ctx: AppContext, row: CardRow, fiatCurrency: string): Promise<PayoutEligibility> {
  const eligibility =
    isExpired(row, ctx.now()) || !(await isCardPayoutOffered(ctx, fiatCurrency))
      ? NOT_ALLOWED
      : await ctx.providers.cardGateway.payoutEligibility(row.gatewayToken);
  await setCardPayout(ctx.db, { cardId: row.id, payoutAllowed: eligibility.isPayoutAllowed, moneyTransferType: eligibility.moneyTransferType });
  return eligibility;
}

/** is-payout-card (spec 001 section 7): may this saved card of the user receive payouts in the fiat? */
export async function checkPayoutCard(ctx: AppContext, { userId, cardId, fiatCurrency }: { userId: string; cardId: string; fiatCurrency: string }): Promise<PayoutEligibility> {
  const row = await findUserCard(ctx.db, { userId, cardId });
  if (!row) throw cardNotFound();
  return eligibilityOf(ctx, row, fiatCurrency);
}

/**
 * Card validate (payout) (spec 001 sections 2 and 7): a new card's token is saved to the user's
 * cards (Visa or Mastercard, not expired; the sell variant skips the BIN check) and verified by
 * the gateway, which may want the cardholder's authentication first.
 */
export async function validatePayoutCard(ctx: AppContext, { userId, body }: { userId: string; body: ValidatePayoutCardRequest }): Promise<PayoutCardValidation> {
  const gateway = ctx.providers.cardGateway;
  const card = await gateway.describeToken(body.token);
  if (!card) throw new AppError(ErrorCode.CARD_TOKEN_INVALID, 'This card could not be found. Please add it again.', { params: { reason: 'NOT_FOUND' } });
  if (!isAcceptedScheme(card.scheme)) throw new AppError(ErrorCode.CARD_NOT_SUPPORTED, SCHEME_NOT_SUPPORTED_MESSAGE);
  if (isExpired(card, ctx.now())) throw new AppError(ErrorCode.CARD_TOKEN_INVALID, 'This card has expired. Please add another card.', { params: { reason: 'EXPIRED' } });
  if (!(await isCardPayoutOffered(ctx, body.fiatCurrency))) throw new AppError(ErrorCode.CARD_NOT_PAYOUT_ELIGIBLE, CARD_NOT_ELIGIBLE_FOR_PAYOUT);
  const row = await saveUserCard(ctx, userId, card);
  const verification = await gateway.verifyCardForPayout({ reference: `${VERIFICATION_PREFIX}${row.id}`, token: row.gatewayToken, currency: body.fiatCurrency });
  const isRedirect = verification.status === 'REQUIRES_ACTION' && verification.redirectUrl !== null;
  return { paymentId: verification.id, pgData: { redirectionRequired: isRedirect, redirectUrl: isRedirect ? verification.redirectUrl : null } };
}

/**
 * Payout card status (spec 001 section 7): cardId stays null while the verification waits for
 * the cardholder; afterwards it is the card, allowed when the verification passed and the gateway
 * allows payouts to it. Another user's verification is 404.
 */
export async function payoutCardStatus(ctx: AppContext, { userId, paymentId }: { userId: string; paymentId: string }): Promise<PayoutCardStatus> {
  const payment = await ctx.providers.cardGateway.getPayment(paymentId);
  const cardId = payment?.kind === 'card_verification' && payment.reference.startsWith(VERIFICATION_PREFIX) ? payment.reference.slice(VERIFICATION_PREFIX.length) : null;
  const row = payment && cardId ? await findUserCard(ctx.db, { userId, cardId }) : null;
  if (!payment || !row) throw new AppError(ErrorCode.NOT_FOUND, 'Payment not found');
  if (payment.status === 'REQUIRES_ACTION' || payment.status === 'PENDING') return { cardId: null, ...NOT_ALLOWED };
  if (payment.status !== 'AUTHORIZED') {
    await setCardPayout(ctx.db, { cardId: row.id, payoutAllowed: false, moneyTransferType: null });
    return { cardId: row.id, ...NOT_ALLOWED };
  }
  const eligibility = await ctx.providers.cardGateway.payoutEligibility(row.gatewayToken);
  await setCardPayout(ctx.db, { cardId: row.id, payoutAllowed: eligibility.isPayoutAllowed, moneyTransferType: eligibility.moneyTransferType });
  return { cardId: row.id, ...eligibility };
}

export type PayoutCard = PaymentCard & { moneyTransferType: MoneyTransferType };

/** A sell's payout card: the user's own (else 404) and allowed to receive payouts in the fiat now (else 400). */
export async function requirePayoutCard(ctx: AppContext, { userId, cardId, fiatCurrency }: { userId: string; cardId: string; fiatCurrency: string }): Promise<PayoutCard> {
  const row = await findUserCard(ctx.db, { userId, cardId });
  if (!row) throw cardNotFound();
  const eligibility = await eligibilityOf(ctx, row, fiatCurrency);
  if (!eligibility.isPayoutAllowed || !eligibility.moneyTransferType) throw new AppError(ErrorCode.CARD_NOT_PAYOUT_ELIGIBLE, CARD_NOT_ELIGIBLE_FOR_PAYOUT);
  return { cardId: row.id, gatewayToken: row.gatewayToken, scheme: row.scheme, last4: row.last4, moneyTransferType: eligibility.moneyTransferType };
}

/** Where a payout to a saved card goes (the card may have been removed since: its token still pays). */
export async function payoutDestinationOfCard(ctx: AppContext, { userId, cardId }: { userId: string; cardId: string }): Promise<PayoutDestination | null> {
  const row = await findUserCard(ctx.db, { userId, cardId, includeDeleted: true });
  return row ? { kind: 'CARD', cardToken: row.gatewayToken } : null;
}
