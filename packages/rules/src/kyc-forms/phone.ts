/**
 * Mobile numbers (spec 000 section 5): the field is prefixed with + and defaults to the US; the
 * server checks the number further and the widget matches its three error texts.
 */

export const DEFAULT_PHONE_PREFIX = '+1';

/** The server's texts, which the widget matches (and which the server must keep sending). */
export const PHONE_SERVER_ERRORS = {
  invalid: 'Mobile number must be a valid international phone number',
  notMobile: 'Only mobile cellphone numbers are supported',
  landline: 'SMS is not supported by landline phone number',
} as const;
export type PhoneProblem = keyof typeof PHONE_SERVER_ERRORS;

/** What the widget shows under the field for each matched server text. */
export const PHONE_FIELD_ERRORS: Record<PhoneProblem, string> = {
  invalid: 'Please enter a valid mobile number with its country code',
  notMobile: 'Please enter a mobile (cellphone) number',
  landline: 'This looks like a landline. Please enter a mobile number that can receive SMS',
};

const MATCHERS: Array<[RegExp, PhoneProblem]> = [
  [/valid international phone number/i, 'invalid'],
  [/only mobile cellphone numbers/i, 'notMobile'],
  [/sms is not supported by landline/i, 'landline'],
];

/** The phone problem a server message speaks of, or null when it is about something else. */
export function matchPhoneError(message: string): PhoneProblem | null {
  return MATCHERS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
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
  if (!/^\+[1-9]\d{7,14}$/.test(value)) return 'invalid';
  if (value.startsWith('+1') && value.length !== 12) return 'invalid';
  if (NON_MOBILE.some((pattern) => pattern.test(value))) return 'notMobile';
  if (LANDLINE.some((pattern) => pattern.test(value))) return 'landline';
  return null;
}
