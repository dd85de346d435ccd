import type { KycForm } from '@ferry/contracts';
import { field, form, hint } from './field.js';

export function usSsnForm(): KycForm {
  return form(
    'usSSN',
    [
      hint('ssnHint', 'US regulations require us to verify your Social Security Number. Only its last 4 digits are kept.'),
      field({ id: 'ssn', type: 'ssn', name: 'SSN', placeholder: 'XXX-XX-XXXX', regexErrorMessage: 'Please enter a valid SSN' }),
    ],
    { supportAutoSubmit: true },
  );
}
