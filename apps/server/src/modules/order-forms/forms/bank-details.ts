import type { BankType, OrderForm } from '@ferry/contracts';
import { formField as field } from '@ferry/rules';
import type { Texts } from '../../../i18n/texts.js';
import { orderForm } from './order-form.js';

/**
 * The bank details form (spec 000 section 2): the payout account of a sell by SEPA or GBP bank,
 * submitted to POST banks (which checks the IBAN checksum and answers the saved bank).
 */
export function bankDetailsForm(t: Texts, { type, accountHolderName }: { type: BankType; accountHolderName: string | null }): OrderForm {
  const accountFields =
    type === 'SEPA_BANK'
      ? [
          field({
            id: 'iban',
            type: 'text',
            name: t('form.bankDetails.iban'),
            placeholder: 'DE89 3704 0044 0532 0130 00',
            regex: '^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,38}$',
            regexErrorMessage: t('form.bankDetails.iban.invalid'),
          }),
        ]
      : [
          field({ id: 'sortCode', type: 'text', name: t('form.bankDetails.sortCode'), cols: 1, placeholder: '04-00-04', regex: '^[0-9]{2}[- ]?[0-9]{2}[- ]?[0-9]{2}$', regexErrorMessage: t('form.bankDetails.sortCode.invalid') }),
          field({ id: 'accountNumber', type: 'text', name: t('form.bankDetails.accountNumber'), cols: 1, placeholder: '12345678', regex: '^[0-9]{8}$', regexErrorMessage: t('form.bankDetails.accountNumber.invalid') }),
        ];
  return orderForm(
    t,
    'bankDetails',
    [
      field({ id: 'type', type: 'text', name: t('form.bankDetails.type'), hidden: true, value: type }),
      field({ id: 'accountHolderName', type: 'text', name: t('form.bankDetails.accountHolderName'), regex: '^.{2,140}$', value: accountHolderName, info: t('form.bankDetails.accountHolderName.info') }),
      ...accountFields,
    ],
    { host: '', path: '/banks', method: 'POST', excludeDisabled: true },
  );
}
