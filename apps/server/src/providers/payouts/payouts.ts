/** Where a seller's fiat goes: their own bank account, or a card that may receive payouts. */
export type PayoutDestination =
  | { kind: 'SEPA_BANK'; iban: string; accountHolderName: string }
  | { kind: 'GBP_BANK'; sortCode: string; accountNumber: string; accountHolderName: string }
  | { kind: 'CARD'; cardToken: string };

export type PayoutResult = {
  /** The provider's reference of the payout, shown to the user. */
  id: string;
  status: 'PAID' | 'REJECTED';
  /** Why the receiving bank refused it (REJECTED only). */
  rejectionReason: string | null;
};

/**
 * Payouts to sellers. Sending is idempotent on the reference (Ferry's order id): sending again
 * answers the first payout, so a retried lifecycle step never pays twice.
 */
export interface PayoutProvider {
  readonly isSandbox: boolean;
  sendPayout(input: { reference: string; amount: string; currency: string; destination: PayoutDestination }): Promise<PayoutResult>;
}
