import type { PaymentMethodId } from '@ferry/contracts';
import type { ReceivingAccount } from './receiving-accounts.js';

/**
 * The bank behind Ferry's receiving accounts. The user transfers to one of them with the order's
 * reference; the bank reports each transfer it receives as a `settlement.transfer_received` event
 * (a real adapter from the bank's webhook or statement; the sandbox from its own simulation).
 */
export interface SettlementBank {
  readonly isSandbox: boolean;
  /** Where users send transfers of this method, from configuration; null when Ferry has none. */
  receivingAccount(method: PaymentMethodId): ReceivingAccount | null;
  /** The user says they paid an order: watch for the transfer with its reference. */
  expectTransfer(input: { orderId: string; amount: string; currency: string; referenceCode: string }): Promise<void>;
}
