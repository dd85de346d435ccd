import { z } from 'zod';

/**
 * Saved cards and the hosted card form (spec 001 sections 2, 3, 5 and 7).
 *
 * The widget never holds a card number: the card gateway serves the card form in its own iframe
 * and hands the widget a token. Ferry stores the token's scheme, last four digits and expiry only.
 *
 * Calls (all need `Authorization`; another user's card answers 404):
 * - GET    cards                      -> Card[]
 * - DELETE cards  body {cardId}       -> { cardId }
 * - POST   cards/verify  body {bin}   -> BinVerification  ("verify card (BIN)")
 * - POST   cards/is-payout-card  body {cardId, fiatCurrency} -> PayoutEligibility ("is-payout-card")
 * - POST   cards/payout/validate body {token, fiatCurrency}  -> PayoutCardValidation
 *          ("card validate (payout)": saves the card and starts the gateway's card verification;
 *          a redirect to the issuer's authentication may be required)
 * - GET    cards/payout/{paymentId}                          -> PayoutCardStatus ("payout card
 *          status": cardId stays null until the verification has finished)
 */

/** Card networks Ferry accepts (spec 001 sections 5 and 9). */
export const ACCEPTED_CARD_SCHEMES = ['visa', 'mastercard'] as const;
export const CardScheme = z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']);
export type CardScheme = z.infer<typeof CardScheme>;

/** How fast a payout reaches a card: standard up to 48 hours, fast_funds 30 minutes (spec 000/001 section 9). */
export const MoneyTransferType = z.enum(['standard', 'fast_funds']);
export type MoneyTransferType = z.infer<typeof MoneyTransferType>;

/** A saved card (spec 001 section 3 "Card"). isPayoutAllowed is absent until a payout check ran ("unknown"). */
export const Card = z.object({
  id: z.string(),
  last4Digits: z.string().regex(/^\d{4}$/),
  last4: z.string().regex(/^\d{4}$/),
  network: z.string(),
  details: z.object({ scheme: z.string(), card_type: z.enum(['DEBIT', 'CREDIT']) }),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  isNewCard: z.boolean(),
  isPayoutAllowed: z.boolean().optional(),
  moneyTransferType: MoneyTransferType.optional(),
  createdAt: z.string(),
});
export type Card = z.infer<typeof Card>;

export const DeleteCardRequest = z.object({ cardId: z.uuid() });
export const DeleteCardResponse = z.object({ cardId: z.string() });

/**
 * Verify card (BIN). `bin` is the first six digits; `last4` is optional and only the sandbox
 * gateway reads it, because its test cards share a BIN (first six and last four are the
 * truncation PCI DSS allows anyone to see).
 */
export const VerifyCardRequest = z.object({
  bin: z.string().regex(/^\d{6,8}$/, 'bin must be the first 6 to 8 digits'),
  last4: z.string().regex(/^\d{4}$/).optional(),
});
export type VerifyCardRequest = z.infer<typeof VerifyCardRequest>;

export const BinStatus = z.enum(['ALLOWED', 'BLOCKED']);
export const BinVerification = z.object({
  binStatus: BinStatus,
  /** Shown under the card number when the BIN is blocked; empty otherwise. */
  displayMessage: z.string(),
  /** Share of payments with cards of this BIN that succeed, 0 to 100. */
  acceptance: z.number().min(0).max(100),
  scheme: CardScheme,
});
export type BinVerification = z.infer<typeof BinVerification>;

/** Card success-likelihood meter levels (spec 001 sections 5 and 8). */
export const AcceptanceLabel = z.enum(['HIGH', 'MEDIUM', 'LOW', 'VERY_LOW']);
export type AcceptanceLabel = z.infer<typeof AcceptanceLabel>;

/** What the hosted card form gives the widget after tokenising: never the number itself. */
export const CardTokenResult = z.object({
  token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/),
  scheme: CardScheme,
  last4: z.string().regex(/^\d{4}$/),
  bin: z.string().regex(/^\d{6}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  cardType: z.enum(['DEBIT', 'CREDIT']),
});
export type CardTokenResult = z.infer<typeof CardTokenResult>;

export const CardFormField = z.enum(['card-number', 'expiry-date', 'cvv']);
export type CardFormField = z.infer<typeof CardFormField>;

/**
 * Messages between the hosted card form (in its iframe) and the widget. Both sides check
 * event.origin and event.source; nothing is posted to '*'.
 *
 *   widget                              card form iframe
 *     |  <-- ready                           |
 *     |  <-- fieldState (each key stroke, focus, blur)
 *     |  <-- binChanged {bin, last4, scheme}  (number complete)
 *     |  --> tokenize {name}                  |
 *     |  <-- tokenized {card} | tokenizeFailed {message}
 */
export const CardFormMessage = z.discriminatedUnion('type', [
  z.object({ source: z.literal('ferry-card-form'), type: z.literal('ready') }),
  z.object({
    source: z.literal('ferry-card-form'),
    type: z.literal('fieldState'),
    field: CardFormField,
    isValid: z.boolean(),
    isEmpty: z.boolean(),
    isFocused: z.boolean(),
  }),
  z.object({
    source: z.literal('ferry-card-form'),
    type: z.literal('binChanged'),
    bin: z.string().regex(/^\d{6}$/).nullable(),
    last4: z.string().regex(/^\d{4}$/).nullable(),
    scheme: CardScheme,
  }),
  z.object({ source: z.literal('ferry-card-form'), type: z.literal('tokenized'), card: CardTokenResult }),
  z.object({ source: z.literal('ferry-card-form'), type: z.literal('tokenizeFailed'), message: z.string() }),
]);
export type CardFormMessage = z.infer<typeof CardFormMessage>;

export const CardFormCommand = z.object({
  source: z.literal('ferry-widget'),
  type: z.literal('tokenize'),
  name: z.string().max(100),
});
export type CardFormCommand = z.infer<typeof CardFormCommand>;

const FiatSymbol = z.string().regex(/^[A-Z]{3}$/, 'must be a fiat symbol such as EUR');

/** Card payout messages (spec 001 sections 2 and 8). */
export const CARD_NOT_ELIGIBLE_FOR_PAYOUT = 'Card not eligible for payout';

/** POST cards/is-payout-card: may this saved card receive payouts in this fiat? */
export const IsPayoutCardRequest = z.object({ cardId: z.uuid(), fiatCurrency: FiatSymbol });
export const PayoutEligibility = z.object({
  isPayoutAllowed: z.boolean(),
  /** null when payouts are not allowed. */
  moneyTransferType: MoneyTransferType.nullable(),
});
export type PayoutEligibility = z.infer<typeof PayoutEligibility>;

/** POST cards/payout/validate: a new card's token, validated for payouts in this fiat. */
export const ValidatePayoutCardRequest = z.object({
  token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'is not a card token'),
  fiatCurrency: FiatSymbol,
});
export type ValidatePayoutCardRequest = z.infer<typeof ValidatePayoutCardRequest>;

/** Payout card validation (spec 001 section 3): the verification's payment id, and where the cardholder must authorise it. */
export const PayoutCardValidation = z.object({
  paymentId: z.string(),
  pgData: z.object({ redirectionRequired: z.boolean(), redirectUrl: z.string().nullable() }),
});
export type PayoutCardValidation = z.infer<typeof PayoutCardValidation>;

export const PayoutCardStatusParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{16,64}$/, 'is not a payment id') });

/** GET cards/payout/{paymentId}: cardId arrives once the verification finished; isPayoutAllowed then says the outcome. */
export const PayoutCardStatus = z.object({
  cardId: z.string().nullable(),
  isPayoutAllowed: z.boolean(),
  moneyTransferType: MoneyTransferType.nullable(),
});
export type PayoutCardStatus = z.infer<typeof PayoutCardStatus>;
