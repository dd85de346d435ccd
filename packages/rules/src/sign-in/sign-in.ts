import { Email, OTP_LENGTH } from '@ferry/contracts';

/** Error keys of the e-mail login field (spec 000 section 5 "Sign-in"). */
export const LoginEmailError = {
  REQUIRED: 'REQUIRED',
  ENTER_VALID_EMAIL: 'ENTER_VALID_EMAIL',
} as const;
export type LoginEmailError = (typeof LoginEmailError)[keyof typeof LoginEmailError];

export type LoginEmailResult =
  { email: string; error: null } | { email: null; error: LoginEmailError };

/** The e-mail is required, must be valid and is trimmed (lower-cased as the server stores it). */
export function checkLoginEmail(input: string): LoginEmailResult {
  if (input.trim() === '') return { email: null, error: LoginEmailError.REQUIRED };
  const parsed = Email.safeParse(input);
  return parsed.success
    ? { email: parsed.data, error: null }
    : { email: null, error: LoginEmailError.ENTER_VALID_EMAIL };
}

/** Keeps only digits, at most the code's length: the code field is numeric. */
export function normaliseOtpInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The verification code is required and complete before it is sent. */
export function isOtpComplete(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}
