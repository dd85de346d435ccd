import type { BankType, OrderForm } from '@ferry/contracts';
import { formField as field } from '@ferry/rules';
import { orderForm } from './order-form.js';

/**
 * The bank details form (spec 000 section 2): the payout account of a sell by SEPA or GBP bank,
 * submitted to POST banks (which checks the IBAN checksum and answers the saved bank).
 */
export function bankDetailsForm({ type, accountHolderName }: { type: BankType; accountHolderName: string | null }): OrderForm {
  const accountFields =
    type === 'SEPA_BANK'
      ? [
          field({
            id: 'iban',
            type: 'text',
            name: 'IBAN',
            placeholder: 'DE89 3704 0044 0532 0130 00',
            regex: '^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,38}$',
            regexErrorMessage: 'Enter a valid IBAN',
          }),
        ]
      : [
          field({ id: 'sortCode', type: 'text', name: 'Sort code', cols: 1, placeholder: '04-00-04', regex: '^[0-9]{2}[- ]?[0-9]{2}[- ]?[0-9]{2}$', regexErrorMessage: 'Enter a valid sort code' }),
          field({ id: 'accountNumber', type: 'text', name: 'Account number', cols: 1, placeholder: '12345678', regex: '^[0-9]{8}$', regexErrorMessage: 'Enter a valid account number' }),
        ];
  return orderForm(
    'bankDetails',
    [
      field({ id: 'type', type: 'text', name: 'Account type', hidden: true, value: type }),
      field({ id: 'accountHolderName', type: 'text', name: 'Account holder name', regex: '^.{2,140}$', value: accountHolderName, info: 'The account must be in your own name.' }),
      ...accountFields,
    ],
    { host: '', path: '/banks', method: 'POST', excludeDisabled: true },
  );
}
