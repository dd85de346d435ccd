import { z } from 'zod';
import { BankLineField, PaymentMethodId } from '@ferry/contracts';

// `field` lets the widget word the line's name in the user's language; without it, `name` is shown as configured.
const Line = z.object({ name: z.string().min(1).max(60), value: z.string().min(1).max(120), field: BankLineField.optional() });

/** One receiving account: who the user pays, and the lines shown to copy into their banking app. */
export const ReceivingAccount = z.object({
  beneficiaryName: z.string().min(1).max(120),
  liquidityProvider: z.string().min(1).max(120).optional(),
  lines: z.array(Line).min(1).max(10),
  upiId: z.string().min(3).max(100).optional(),
  bankDetails: z
    .object({ account_name: z.string(), account_number: z.string(), account_type: z.string(), ifsc: z.string(), bank: z.string() })
    .optional(),
});
export type ReceivingAccount = z.infer<typeof ReceivingAccount>;

/** RECEIVING_ACCOUNTS: a JSON object from payment method id to its account. */
export const ReceivingAccounts = z.partialRecord(PaymentMethodId, ReceivingAccount);
export type ReceivingAccounts = z.infer<typeof ReceivingAccounts>;

const usAccount = (method: 'pm_us_wire_bank_transfer' | 'pm_wire' | 'pm_ach_push'): ReceivingAccount => ({
  beneficiaryName: 'Ferry Sandbox Payments Inc.',
  liquidityProvider: 'Sandbox Bank',
  lines: [
    { name: 'Beneficiary', field: 'beneficiary', value: 'Ferry Sandbox Payments Inc.' },
    { name: 'Account number', field: 'accountNumber', value: '000123456789' },
    { name: 'Routing number (ABA)', field: 'routingNumber', value: '021000021' },
    method === 'pm_ach_push' ? { name: 'Account type', field: 'accountType', value: 'Checking' } : { name: 'SWIFT', field: 'swift', value: 'CHASUS33' },
  ],
});

const indianBank = { account_name: 'Ferry Sandbox Payments Pvt Ltd', account_number: '50200012345678', account_type: 'Current', ifsc: 'HDFC0000001', bank: 'HDFC Bank' };

/** The sandbox's receiving accounts: example numbers that reach no real bank. */
export const SANDBOX_RECEIVING_ACCOUNTS: ReceivingAccounts = {
  sepa_bank_transfer: {
    beneficiaryName: 'Ferry Sandbox Payments B.V.',
    liquidityProvider: 'Sandbox Bank',
    lines: [
      { name: 'Beneficiary', field: 'beneficiary', value: 'Ferry Sandbox Payments B.V.' },
      { name: 'IBAN', field: 'iban', value: 'NL91ABNA0417164300' },
      { name: 'BIC', field: 'bic', value: 'ABNANL2A' },
    ],
  },
  gbp_bank_transfer: {
    beneficiaryName: 'Ferry Sandbox Payments Ltd',
    liquidityProvider: 'Sandbox Bank',
    lines: [
      { name: 'Account name', field: 'accountName', value: 'Ferry Sandbox Payments Ltd' },
      { name: 'Sort code', field: 'sortCode', value: '04-00-04' },
      { name: 'Account number', field: 'accountNumber', value: '12345678' },
    ],
  },
  pm_us_wire_bank_transfer: usAccount('pm_us_wire_bank_transfer'),
  pm_wire: usAccount('pm_wire'),
  pm_ach_push: usAccount('pm_ach_push'),
  inr_upi: { beneficiaryName: 'Ferry Sandbox Payments Pvt Ltd', upiId: 'ferry.sandbox@upi', lines: [{ name: 'UPI ID', field: 'upiId', value: 'ferry.sandbox@upi' }] },
  inr_bank_transfer: {
    beneficiaryName: indianBank.account_name,
    bankDetails: indianBank,
    lines: [
      { name: 'Account name', field: 'accountName', value: indianBank.account_name },
      { name: 'Account number', field: 'accountNumber', value: indianBank.account_number },
      { name: 'IFSC', field: 'ifsc', value: indianBank.ifsc },
      { name: 'Bank', field: 'bank', value: indianBank.bank },
    ],
  },
};

/** The configured accounts (RECEIVING_ACCOUNTS), or the sandbox's; a malformed value stops the start. */
export function receivingAccountsFrom(json: string | undefined): ReceivingAccounts {
  if (!json) return SANDBOX_RECEIVING_ACCOUNTS;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('RECEIVING_ACCOUNTS is not valid JSON');
  }
  const parsed = ReceivingAccounts.safeParse(value);
  if (!parsed.success) throw new Error(`RECEIVING_ACCOUNTS: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}
