import type { OrderForm } from '@ferry/contracts';
import { formField as field } from '@ferry/rules';
import { orderForm, textOf } from './order-form.js';

export type CountryOption = { alpha2: string; name: string };

export const BILLING_ADDRESS_FIELD_IDS = ['countryCode', 'addressLine1', 'addressLine2', 'state', 'city', 'postCode'] as const;

/**
 * The billing address form (spec 001 section 5): the address fields of spec 000 section 3,
 * starting from the saved billing address, else the KYC address (the user confirms or corrects it).
 */
export function billingAddressForm({ countries, start }: { countries: CountryOption[]; start: Record<string, unknown> | null | undefined }): OrderForm {
  const text = (key: string) => textOf(start, key);
  return orderForm(
    'billingAddress',
    [
      field({
        id: 'countryCode',
        type: 'select',
        name: 'Country',
        options: countries.map(({ alpha2, name }) => ({ name, value: alpha2 })),
        value: text('countryCode'),
      }),
      field({ id: 'addressLine1', type: 'text', name: 'Address Line 1', placeholder: 'Start typing your address', regex: '^.{2,120}$', value: text('addressLine1') }),
      field({ id: 'addressLine2', type: 'text', name: 'Address Line 2', isRequired: false, regex: '^.{1,120}$', placeholder: 'Apartment, suite (optional)', value: text('addressLine2') }),
      field({ id: 'city', type: 'text', name: 'City', cols: 1, regex: '^.{1,80}$', value: text('city') }),
      field({ id: 'state', type: 'text', name: 'State', cols: 1, regex: '^.{1,80}$', value: text('state') }),
      field({
        id: 'postCode',
        type: 'text',
        name: 'Post Code',
        regex: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$',
        regexErrorMessage: 'Enter a valid post code',
        value: text('postCode'),
      }),
    ],
    { host: '', path: '/user/billing-address', method: 'PUT', excludeDisabled: true },
  );
}
