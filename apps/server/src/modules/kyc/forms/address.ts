import type { FormField, KycForm } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { field, form, storedText } from './field.js';

export type CountryOption = { alpha2: string; name: string };

/**
 * The address fields of spec 000 section 3, in the language of `t` (`form.address.*`): the KYC
 * address form and the order forms' billing address share them.
 */
export function addressFields(t: Texts, { countries, text }: { countries: CountryOption[]; text: (key: string) => string | null }): FormField[] {
  return [
    field({
      id: 'countryCode',
      type: 'select',
      name: t('form.address.countryCode'),
      options: countries.map(({ alpha2, name }) => ({ name, value: alpha2 })),
      value: text('countryCode'),
    }),
    field({ id: 'addressLine1', type: 'text', name: t('form.address.addressLine1'), placeholder: t('form.address.addressLine1.placeholder'), regex: '^.{2,120}$', value: text('addressLine1') }),
    field({ id: 'addressLine2', type: 'text', name: t('form.address.addressLine2'), isRequired: false, regex: '^.{1,120}$', placeholder: t('form.address.addressLine2.placeholder'), value: text('addressLine2') }),
    field({ id: 'city', type: 'text', name: t('form.address.city'), cols: 1, regex: '^.{1,80}$', value: text('city') }),
    field({ id: 'state', type: 'text', name: t('form.address.state'), cols: 1, regex: '^.{1,80}$', value: text('state') }),
    field({
      id: 'postCode',
      type: 'text',
      name: t('form.address.postCode'),
      regex: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$',
      regexErrorMessage: t('form.address.postCode.invalid'),
      value: text('postCode'),
    }),
  ];
}

export function addressForm(t: Texts, { countries, stored }: { countries: CountryOption[]; stored?: Record<string, unknown> }): KycForm {
  return form(t, 'address', addressFields(t, { countries, text: (key) => storedText(stored, key) }), { supportAutoSubmit: true });
}
