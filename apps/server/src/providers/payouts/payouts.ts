/** Where a seller's fiat goes: their own bank account, or a card that may receive payouts. */
export type PayoutDestination =
  | { kind: 'SEPA_BANK'; iban: string; accountHolderName: string }
  | { kind: 'GBP_BANK'; sortCode: string; accountNumber: string; accountHolderName: string }
  | { kind: 'CARD'; cardToken: string };

/** What the receiving bank made of a payout, reported as the `payouts.payout_settled` event. */
export type PayoutOutcome = {
  /** Ferry's reference the payout was sent with (an order id). */
  reference: string;
  /** The provider's reference of the payout, shown to the user. */
  payoutId: string;
  status: 'PAID' | 'REJECTED';
  /** Why the receiving bank refused it (REJECTED only). */
  rejectionReason: string | null;
};

/**
 * Payouts to sellers. Sending is idempotent on the reference (Ferry's order id): sending again
 * is the same payout, so a retried step never pays twice. The outcome arrives later as a
 * `payouts.payout_settled` event (a real adapter from the provider's webhook; the sandbox simulates).
 */
export interface PayoutProvider {
  readonly isSandbox: boolean;
  sendPayout(input: { reference: string; amount: string; currency: string; destination: PayoutDestination }): Promise<{ payoutId: string }>;
}
