import type { BankType } from '@ferry/contracts';

export const BANK_TYPE_NAMES: Record<BankType, string> = { SEPA_BANK: 'SEPA bank account', GBP_BANK: 'UK bank account' };
