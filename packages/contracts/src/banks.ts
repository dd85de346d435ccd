import { z } from 'zod';
import type { PaymentMethodId } from './enums.js';

/**
 * A user's own payout bank accounts (spec 000 section 7 "POST banks (bank details)", spec 001
 * section 3 "Bank"). The spec does not show the payload; Ferry's is below.
 *
 * Calls (all need `Authorization`):
 * - POST banks  body AddBankRequest -> Bank
 *   Adding an account the user already has answers that account (same id), never a second one.
 *   VALIDATION_ERROR (400) for an IBAN that fails its checksum or length, a sort code that is not
 *   6 digits, an account number that is not 8 digits, or a missing account holder name.
 * The banks are listed in the user record (GET users: banks, masked).
 */

/** SEPA_BANK pays out by SEPA credit transfer (EUR), GBP_BANK by Faster Payments (GBP). */
export const BankType = z.enum(['SEPA_BANK', 'GBP_BANK']);
export type BankType = z.infer<typeof BankType>;

/** The payout methods that need a bank, and the bank type each pays out to. */
export const BANK_TYPE_OF_PAYMENT_METHOD: Partial<Record<PaymentMethodId, BankType>> = {
  sepa_bank_transfer: 'SEPA_BANK',
  gbp_bank_transfer: 'GBP_BANK',
};

const AccountHolderName = z.string().max(140);

/**
 * POST banks. Values may carry spaces and dashes as people type them (`DE89 3704 ...`,
 * `04-00-04`); the server normalises them and checks them with the rules the widget runs.
 */
export const AddBankRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SEPA_BANK'), accountHolderName: AccountHolderName, iban: z.string().max(64) }),
  z.object({
    type: z.literal('GBP_BANK'),
    accountHolderName: AccountHolderName,
    sortCode: z.string().max(16),
    accountNumber: z.string().max(16),
  }),
]);
export type AddBankRequest = z.infer<typeof AddBankRequest>;

/** A saved bank as the API shows it: the account masked to its last four ('**** 3000'). */
export const Bank = z.object({
  id: z.uuid(),
  type: BankType,
  accountNumber: z.string(),
  accountHolderName: z.string(),
  createdAt: z.string(),
});
export type Bank = z.infer<typeof Bank>;
