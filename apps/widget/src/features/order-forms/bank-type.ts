import { BANK_TYPE_OF_PAYMENT_METHOD, type BankType, PaymentMethodId, Quote } from '@ferry/contracts';

/** The bank the payout needs: from the stored quote's payment method, else SEPA. */
export function bankTypeOf(quote: unknown, statePaymentMethod?: string): BankType {
  const method = Quote.safeParse(quote).data?.paymentMethod ?? PaymentMethodId.safeParse(statePaymentMethod).data;
  return (method && BANK_TYPE_OF_PAYMENT_METHOD[method]) || 'SEPA_BANK';
}

export const BANK_TYPE_NAMES: Record<BankType, string> = { SEPA_BANK: 'SEPA bank account', GBP_BANK: 'UK bank account' };
