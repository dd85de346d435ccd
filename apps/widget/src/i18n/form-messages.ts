import type { CardFormField } from '@ferry/contracts';
import type { CardNumberNotice, FieldCheckProblem, FieldProblem } from '@ferry/rules';

/**
 * The texts of refused form values (spec 000 section 5 "Form fields", spec 001 section 5): the
 * rules answer a problem code, these word it.
 */

/** 'Required'; a mismatch the field's own message, otherwise 'Enter a valid {field name}'; 'Please enter a valid date'. */
export function fieldProblemText(field: { name: string; regexErrorMessage?: string | null | undefined }, problem: FieldProblem): string {
  if (problem === 'REQUIRED') return 'Required';
  if (problem === 'INVALID_DATE') return 'Please enter a valid date';
  return field.regexErrorMessage ?? `Enter a valid ${field.name}`;
}

/** The UTR, PAN and cancel-reason checks (spec 001 section 5). */
export const FIELD_CHECK_TEXTS: Record<FieldCheckProblem, string> = {
  UTR_REQUIRED: 'Please enter UTR number',
  PAN_REQUIRED: 'Please enter PAN number',
  PAN_INCORRECT: 'Incorrect PAN number. Please check and retry!',
  CANCEL_REASON_REQUIRED: 'Please enter valid reason',
};

/** The hosted card fields' errors (spec 001 section 5: 'Invalid expiry date', 'Invalid cvv', the number's name with a space). */
export const CARD_FIELD_TEXTS: Record<CardFormField, string> = {
  'card-number': 'Invalid card number',
  'expiry-date': 'Invalid expiry date',
  cvv: 'Invalid cvv',
};

/** Under the card number (spec 001 section 5): 'card not supported', or the gateway's blocked-BIN display message. */
export function cardNumberNoticeText(notice: CardNumberNotice): string {
  if (notice.problem === 'SCHEME_NOT_SUPPORTED') return 'card not supported';
  return notice.displayMessage ?? 'This card is not supported.';
}
