import { z } from 'zod';
import { DecimalString } from './currencies.js';
import { PaymentMethodId } from './enums.js';
import { ApiKey } from './partner.js';

/**
 * The off-ramp stream (spec 001 sections 3, 4 and 7): withdrawal settings, one dedicated deposit
 * address per crypto and network, refund wallets, and the deposits paid out from them.
 */

const FiatSymbol = z.string().regex(/^[A-Z]{3}$/, 'must be a fiat symbol such as EUR');
const CryptoSymbol = z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be a crypto symbol such as ETH');
const NetworkName = z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a network name such as ethereum');
const Id = z.uuid('must be an id');

/** IN_APP stays inside the widget; QUERY_PARAM returns the user to the partner's redirectURL. */
export const StreamFlowType = z.enum(['IN_APP', 'QUERY_PARAM']);
export type StreamFlowType = z.infer<typeof StreamFlowType>;

export const StreamPayoutType = z.enum(['BANK', 'CARD']);
export type StreamPayoutType = z.infer<typeof StreamPayoutType>;

/** Stream settings payload: POST when the user has no stream payment method, PUT when one exists. */
export const StreamSettingsRequest = z
  .object({
    partnerApiKey: ApiKey,
    fiatCurrency: FiatSymbol,
    paymentMethod: PaymentMethodId,
    flowType: StreamFlowType,
    bankId: Id.optional(),
    cardId: Id.optional(),
  })
  .refine((body) => (body.bankId === undefined) !== (body.cardId === undefined), { message: 'give bankId or cardId, not both', path: ['bankId'] });
export type StreamSettingsRequest = z.infer<typeof StreamSettingsRequest>;

/** The saved withdrawal settings (the users call's offRampStream block carries the same facts). */
export const StreamSettings = z.object({
  onboardingApiKey: z.string(),
  fiatCurrencyCode: z.string(),
  paymentMethod: PaymentMethodId,
  flowType: StreamFlowType,
  payoutType: StreamPayoutType,
  payoutId: z.string(),
  /** CARD only: how fast a payout reaches the card. */
  moneyTransferType: z.enum(['standard', 'fast_funds']).nullable(),
});
export type StreamSettings = z.infer<typeof StreamSettings>;

/** POST generate stream wallet. */
export const GenerateStreamWalletRequest = z.object({ cryptoCurrency: CryptoSymbol, network: NetworkName, partnerApiKey: ApiKey });
export type GenerateStreamWalletRequest = z.infer<typeof GenerateStreamWalletRequest>;

/** Stream wallet response: the dedicated deposit address (the same on every call). */
export const StreamWallet = z.object({ address: z.string(), cryptoCurrency: z.string(), network: z.string() });
export type StreamWallet = z.infer<typeof StreamWallet>;

export const RefundAddressAdditionalData = z.object({
  display_name: z.string().max(64),
  name: z.string().max(64),
  value: z.string().max(128),
});
export type RefundAddressAdditionalData = z.infer<typeof RefundAddressAdditionalData>;

/** GET refund wallet params. */
export const RefundWalletQuery = z.object({ cryptoCurrency: CryptoSymbol, network: NetworkName });

/** POST refund wallet: the address crypto is returned to when a deposit cannot be paid out. */
export const SaveRefundWalletRequest = z.object({
  cryptoCurrency: CryptoSymbol,
  network: NetworkName,
  walletAddress: z.string().max(128),
  addressAdditionalData: RefundAddressAdditionalData.nullable().optional(),
});
export type SaveRefundWalletRequest = z.infer<typeof SaveRefundWalletRequest>;

export const RefundWallet = z.object({
  walletAddress: z.string(),
  cryptoCurrency: z.string(),
  network: z.string(),
  addressAdditionalData: RefundAddressAdditionalData.nullable(),
});
export type RefundWallet = z.infer<typeof RefundWallet>;

/**
 * A deposit's own lifecycle (apps/server/src/modules/stream/README.md draws it). Only these
 * moves happen: DETECTED -> CONFIRMED -> SELLING -> PAYING_OUT -> PAID_OUT; from CONFIRMED or
 * PAYING_OUT to REFUNDING (a refund wallet is set) or AWAITING_REFUND_ADDRESS (none yet), which
 * becomes REFUNDING once one is set; REFUNDING -> REFUNDED.
 */
export const StreamDepositStatus = z.enum([
  'DETECTED',
  'CONFIRMED',
  'SELLING',
  'PAYING_OUT',
  'PAID_OUT',
  'AWAITING_REFUND_ADDRESS',
  'REFUNDING',
  'REFUNDED',
]);
export type StreamDepositStatus = z.infer<typeof StreamDepositStatus>;

/** Why a deposit is refunded rather than paid out. */
export const StreamRefundReason = z.enum(['BELOW_MINIMUM', 'ABOVE_MAXIMUM', 'PAYOUT_REJECTED', 'NO_WITHDRAWAL_DETAILS']);
export type StreamRefundReason = z.infer<typeof StreamRefundReason>;

/** The events a deposit's steps write (outbox), for partner webhooks and the widget's host events. */
export const STREAM_EVENT_TYPES = [
  'stream.deposit.detected',
  'stream.deposit.confirmed',
  'stream.deposit.payout_sent',
  'stream.deposit.payout_failed',
  'stream.deposit.refunded',
] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

/** Every stream event's payload: the deposit as it stands after the step. */
export const StreamDepositEvent = z.object({
  depositId: z.string(),
  status: StreamDepositStatus,
  cryptoCurrency: z.string(),
  network: z.string(),
  cryptoAmount: DecimalString,
  depositAddress: z.string(),
  transactionHash: z.string().nullable(),
  fiatCurrency: z.string().nullable(),
  fiatAmount: DecimalString.nullable(),
  streamFeePercentage: DecimalString.nullable(),
  payoutType: StreamPayoutType.nullable(),
  payoutReference: z.string().nullable(),
  refundReason: StreamRefundReason.nullable(),
  refundAddress: z.string().nullable(),
  refundTransactionHash: z.string().nullable(),
});
export type StreamDepositEvent = z.infer<typeof StreamDepositEvent>;

/** Sandbox mode: crypto sent to a stream address from the sandbox console. */
export const SandboxStreamDepositRequest = z.object({
  address: z.string().min(1).max(128),
  cryptoCurrency: CryptoSymbol,
  network: NetworkName,
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,18})?$/, 'must be a positive decimal amount')
    .refine((value) => /[1-9]/.test(value), 'must be more than 0'),
  /** The custody's transaction id; the same id reported again is the same deposit. */
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{6,80}$/).optional(),
});
export type SandboxStreamDepositRequest = z.infer<typeof SandboxStreamDepositRequest>;

export const SandboxStreamDeposit = z.object({ transactionId: z.string() });

/** GET stream/events?afterSeq: the user's stream events after a position, for the widget to mirror to its host page. */
export const StreamEventsQuery = z.object({ afterSeq: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) });

export const StreamEventItem = z.object({
  /** Position in the outbox: ask again with afterSeq = the last one seen. */
  seq: z.number().int(),
  type: z.enum(STREAM_EVENT_TYPES),
  occurredAt: z.string(),
  payload: StreamDepositEvent,
});
export type StreamEventItem = z.infer<typeof StreamEventItem>;
