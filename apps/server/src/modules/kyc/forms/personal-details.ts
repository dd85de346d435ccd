import type { KycForm } from '@ferry/contracts';
import { isoToDdMmYyyy } from '@ferry/rules';
import type { Texts } from '../../../i18n/texts.js';
import { field, form, storedText } from './field.js';

const NAME = "^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]{0,49}$";

export function personalDetailsForm(t: Texts, { email, stored }: { email: string; stored?: Record<string, unknown> }): KycForm {
  const dob = storedText(stored, 'dob');
  return form(
    t,
    'personalDetails',
    [
      field({ id: 'firstName', type: 'text', name: t('form.personalDetails.firstName'), cols: 1, regex: NAME, placeholder: t('form.personalDetails.asOnId'), value: storedText(stored, 'firstName') }),
      field({ id: 'lastName', type: 'text', name: t('form.personalDetails.lastName'), cols: 1, regex: NAME, placeholder: t('form.personalDetails.asOnId'), value: storedText(stored, 'lastName') }),
      field({ id: 'dob', type: 'date', name: t('form.personalDetails.dob'), placeholder: t('form.personalDetails.dob.placeholder'), value: dob ? isoToDdMmYyyy(dob) : null }),
      field({
        id: 'mobileNumber',
        type: 'text',
        name: t('form.personalDetails.mobileNumber'),
        regex: '^\\+[1-9]\\d{7,14}$',
        regexErrorMessage: t('form.personalDetails.mobileNumber.invalid'),
        placeholder: t('form.personalDetails.mobileNumber.placeholder'),
        message: t('form.personalDetails.mobileNumber.message'),
        value: storedText(stored, 'mobileNumber'),
      }),
      field({ id: 'email', type: 'text', name: t('form.personalDetails.email'), disabled: true, value: email }),
    ],
    { supportAutoSubmit: true },
  );
}
