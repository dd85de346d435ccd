import type { KycForm } from '@ferry/contracts';
import { field, form, storedText } from './field.js';

export type CountryOption = { alpha2: string; name: string };

export function addressForm({ countries, stored }: { countries: CountryOption[]; stored?: Record<string, unknown> }): KycForm {
  const text = (key: string) => storedText(stored, key);
  return form(
    'address',
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
    { supportAutoSubmit: true },
  );
}
