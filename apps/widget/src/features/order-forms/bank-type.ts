import type { BankType } from '@ferry/contracts';
import { t } from '../../i18n/i18n.js';

/** A payout account's kind as the bank details screen names it. */
export function bankTypeName(type: BankType): string {
  return type === 'GBP_BANK' ? t('orderForms.bank.gbp') : t('orderForms.bank.sepa');
}
