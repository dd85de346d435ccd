import type { CardFormField } from '@ferry/contracts';
import type { CardNumberNotice, FieldCheckProblem, FieldProblem } from '@ferry/rules';
import { t } from './i18n.js';

/**
 * The texts of refused form values (spec 000 section 5 "Form fields", spec 001 section 5): the
 * rules answer a problem code, these word it from the screens catalogue (i18n/screens, the forms
 * engine's block), in the active language.
 */

/** 'Required'; a mismatch the field's own message, otherwise 'Enter a valid {field name}'; 'Please enter a valid date'. */
export function fieldProblemText(field: { name: string; regexErrorMessage?: string | null | undefined }, problem: FieldProblem): string {
  if (problem === 'REQUIRED') return t('forms.field.required');
  if (problem === 'INVALID_DATE') return t('forms.field.invalidDate');
  return field.regexErrorMessage ?? t('forms.field.invalid', { field: field.name });
}

// The two tables below are read where a screen shows a text, after the screens catalogue loaded:
// each entry is a getter, so it answers in the language active at that moment.

/** The UTR, PAN and cancel-reason checks (spec 001 section 5). */
export const FIELD_CHECK_TEXTS: Readonly<Record<FieldCheckProblem, string>> = {
  get UTR_REQUIRED() {
    return t('forms.check.utrRequired');
  },
  get PAN_REQUIRED() {
    return t('forms.check.panRequired');
  },
  get PAN_INCORRECT() {
    return t('forms.check.panIncorrect');
  },
  get CANCEL_REASON_REQUIRED() {
    return t('forms.check.cancelReasonRequired');
  },
};

/** The hosted card fields' errors (spec 001 section 5: 'Invalid expiry date', 'Invalid cvv', the number's name with a space). */
export const CARD_FIELD_TEXTS: Readonly<Record<CardFormField, string>> = {
  get 'card-number'() {
    return t('forms.card.invalidNumber');
  },
  get 'expiry-date'() {
    return t('forms.card.invalidExpiry');
  },
  get cvv() {
    return t('forms.card.invalidCvv');
  },
};

/** Under the card number (spec 001 section 5): 'card not supported', or the gateway's blocked-BIN display message. */
export function cardNumberNoticeText(notice: CardNumberNotice): string {
  if (notice.problem === 'SCHEME_NOT_SUPPORTED') return t('forms.card.schemeNotSupported');
  return notice.displayMessage ?? t('forms.card.notSupported');
}
