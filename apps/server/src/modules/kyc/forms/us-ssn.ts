import type { KycForm } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { field, form, hint } from './field.js';

export function usSsnForm(t: Texts): KycForm {
  return form(
    t,
    'usSSN',
    [
      hint('ssnHint', t('form.usSSN.hint')),
      field({ id: 'ssn', type: 'ssn', name: t('form.usSSN.ssn'), placeholder: 'XXX-XX-XXXX', regexErrorMessage: t('form.usSSN.ssn.invalid') }),
    ],
    { supportAutoSubmit: true },
  );
}
