import type { KycForm } from '@ferry/contracts';
import { isoToDdMmYyyy } from '@ferry/rules';
import { field, form, storedText } from './field.js';

const NAME = "^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]{0,49}$";

export function personalDetailsForm({ email, stored }: { email: string; stored?: Record<string, unknown> }): KycForm {
  const dob = storedText(stored, 'dob');
  return form(
    'personalDetails',
    [
      field({ id: 'firstName', type: 'text', name: 'First Name', cols: 1, regex: NAME, placeholder: 'As on your ID', value: storedText(stored, 'firstName') }),
      field({ id: 'lastName', type: 'text', name: 'Last Name', cols: 1, regex: NAME, placeholder: 'As on your ID', value: storedText(stored, 'lastName') }),
      field({ id: 'dob', type: 'date', name: 'Date of Birth', placeholder: 'DD-MM-YYYY', value: dob ? isoToDdMmYyyy(dob) : null }),
      field({
        id: 'mobileNumber',
        type: 'text',
        name: 'Mobile Number',
        regex: '^\\+[1-9]\\d{7,14}$',
        regexErrorMessage: 'Please enter a valid mobile number with its country code',
        placeholder: '+1 202 555 0100',
        message: 'We may text you about your orders.',
        value: storedText(stored, 'mobileNumber'),
      }),
      field({ id: 'email', type: 'text', name: 'Email', disabled: true, value: email }),
    ],
    { supportAutoSubmit: true },
  );
}
