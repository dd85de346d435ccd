import type { OrderForm } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { addressFields, type CountryOption } from '../../kyc/forms/address.js';
import { orderForm, textOf } from './order-form.js';

export const BILLING_ADDRESS_FIELD_IDS = ['countryCode', 'addressLine1', 'addressLine2', 'state', 'city', 'postCode'] as const;

/**
 * The billing address form (spec 001 section 5): the address fields of spec 000 section 3 (the
 * KYC address form's), starting from the saved billing address, else the KYC address (the user
 * confirms or corrects it).
 */
export function billingAddressForm(t: Texts, { countries, start }: { countries: CountryOption[]; start: Record<string, unknown> | null | undefined }): OrderForm {
  return orderForm(t, 'billingAddress', addressFields(t, { countries, text: (key) => textOf(start, key) }), {
    host: '',
    path: '/user/billing-address',
    method: 'PUT',
    excludeDisabled: true,
  });
}
