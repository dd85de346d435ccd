import type { BinVerification, CardScheme, Language, PayoutEligibility } from '@ferry/contracts';

/** What a card token stands for: the parts that may be shown, never the number. */
export type TokenCard = {
  token: string;
  scheme: CardScheme;
  bin: string;
  last4: string;
  cardType: 'DEBIT' | 'CREDIT';
  expiryMonth: number;
  expiryYear: number;
};

/** PENDING: a wallet payment waiting for the wallet's token; REQUIRES_ACTION: a 3DS or bank page is due. */
export type GatewayPaymentStatus = 'PENDING' | 'REQUIRES_ACTION' | 'AUTHORIZED' | 'DECLINED' | 'CANCELLED';
/** card_verification: a zero-amount check that the cardholder holds the card, before payouts to it. */
export type GatewayPaymentKind = 'card' | 'apple_pay' | 'google_pay' | 'open_banking' | 'card_verification';

export type GatewayPayment = {
  id: string;
  /** The merchant's reference: Ferry's order id. One payment per reference. */
  reference: string;
  kind: GatewayPaymentKind;
  status: GatewayPaymentStatus;
  /** Where the payer must go (3DS challenge, bank page) while REQUIRES_ACTION. */
  redirectUrl: string | null;
  declineReason: string | null;
};

export type CreatePaymentInput = {
  reference: string;
  kind: GatewayPaymentKind;
  /** Card token (card); none for open banking and for wallets, whose token comes at authorisation. */
  source: string | null;
  amount: string;
  currency: string;
  successUrl: string;
  failureUrl: string;
};

/**
 * The card payment gateway: BIN checks, card tokens made by its hosted card form, card, wallet
 * and open-banking payments with 3DS or bank redirects. Creating a payment is idempotent on the
 * reference, so a retried order never charges twice.
 */
export interface CardGateway {
  readonly isSandbox: boolean;
  /** `language`: the language of `displayMessage` (a gateway's locale option); English when absent. */
  verifyBin(input: { bin: string; last4?: string | undefined; language?: Language | undefined }): Promise<BinVerification>;
  describeToken(token: string): Promise<TokenCard | null>;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Completes a PENDING wallet payment with the wallet's payment token. */
  authorizeWalletPayment(input: { paymentId: string; token: string }): Promise<GatewayPayment | null>;
  cancelPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** May the card of this token receive payouts (card push payments), and how fast do they arrive? */
  payoutEligibility(token: string): Promise<PayoutEligibility>;
  /**
   * Verifies a card for payouts: a zero-amount authorisation, idempotent on the reference, that
   * may need the cardholder's authentication (REQUIRES_ACTION with a redirect) first.
   */
  verifyCardForPayout(input: { reference: string; token: string; currency: string }): Promise<GatewayPayment>;
  /** Called with a payment whose status changed on the gateway's side (its webhook). */
  onPaymentUpdated(listener: (payment: GatewayPayment) => Promise<void>): void;
}
