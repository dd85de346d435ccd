import { ErrorCode } from '@ferry/contracts';

/**
 * Mobile numbers (spec 000 section 5): the field is prefixed with + and defaults to the US; the
 * server checks the number further and answers one of three codes, which the widget words under
 * the field.
 */

export const DEFAULT_PHONE_PREFIX = '+1';

/** The server's refusals of a mobile number, as codes (the texts are the widget catalogue's). */
export type PhoneProblem =
  | typeof ErrorCode.MOBILE_NUMBER_INVALID
  | typeof ErrorCode.MOBILE_NUMBER_NOT_MOBILE
  | typeof ErrorCode.MOBILE_NUMBER_LANDLINE;

const PHONE_PROBLEMS: ReadonlySet<string> = new Set<PhoneProblem>([
  ErrorCode.MOBILE_NUMBER_INVALID,
  ErrorCode.MOBILE_NUMBER_NOT_MOBILE,
  ErrorCode.MOBILE_NUMBER_LANDLINE,
]);

/** Whether an error code is one of the mobile number's refusals. */
export function isPhoneProblem(code: string): code is PhoneProblem {
  return PHONE_PROBLEMS.has(code);
}

/** Always starts with + and holds digits only after it; an empty field shows the US prefix. */
export function normalisePhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 15);
  return `+${digits}`;
}

// Number ranges by country calling code, from the national numbering plans (Ofcom, BNetzA,
// ARCEP, TRAI, NANPA). Numbers of other countries pass on their E.164 shape alone.
const NON_MOBILE: RegExp[] = [
  /^\+1(800|888|877|866|855|844|833|900)\d{7}$/, // NANP toll-free and premium
  /^\+44(80|87|9)\d+$/, // UK freephone, special and premium
  /^\+49(800|900)\d+$/,
  /^\+33(8)\d{8}$/,
];
const LANDLINE: RegExp[] = [
  /^\+44[123]\d{8,9}$/, // UK geographic
  /^\+49[2-9]\d{5,11}$/, // German geographic (mobiles are +4915, +4916, +4917)
  /^\+33[1-5]\d{8}$/, // French geographic
  /^\+91[2-5]\d{9}$/, // Indian fixed line
];

/** The server's check of a mobile number; null when it is fine. */
export function mobileNumberProblem(value: string): PhoneProblem | null {
  if (!/^\+[1-9]\d{7,14}$/.test(value)) return ErrorCode.MOBILE_NUMBER_INVALID;
  if (value.startsWith('+1') && value.length !== 12) return ErrorCode.MOBILE_NUMBER_INVALID;
  if (NON_MOBILE.some((pattern) => pattern.test(value))) return ErrorCode.MOBILE_NUMBER_NOT_MOBILE;
  if (LANDLINE.some((pattern) => pattern.test(value))) return ErrorCode.MOBILE_NUMBER_LANDLINE;
  return null;
}
