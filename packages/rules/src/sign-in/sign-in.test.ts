import { describe, expect, it } from 'vitest';
import { checkLoginEmail, isOtpComplete, normaliseOtpInput } from './sign-in.js';

describe('sign-in e-mail (spec 000 section 5): required, valid, trimmed', () => {
  it('an empty or blank e-mail is REQUIRED', () => {
    expect(checkLoginEmail('')).toEqual({ email: null, error: 'REQUIRED' });
    expect(checkLoginEmail('   ')).toEqual({ email: null, error: 'REQUIRED' });
  });
  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada example@x.com',
    `${'a'.repeat(250)}@x.com`,
  ])('%s is not a valid e-mail (ENTER_VALID_EMAIL)', (input) => {
    expect(checkLoginEmail(input)).toEqual({ email: null, error: 'ENTER_VALID_EMAIL' });
  });
  it('a valid e-mail is trimmed and lower-cased', () => {
    expect(checkLoginEmail('  Ada.Lovelace@Example.COM ')).toEqual({
      email: 'ada.lovelace@example.com',
      error: null,
    });
  });
});

describe('the verification code field is numeric and required', () => {
  it('keeps digits only, at most six', () => {
    expect(normaliseOtpInput('12a3 45-678')).toBe('123456');
    expect(normaliseOtpInput('')).toBe('');
  });
  it('is complete only with six digits', () => {
    expect(isOtpComplete('123456')).toBe(true);
    expect(isOtpComplete('12345')).toBe(false);
    expect(isOtpComplete('12345a')).toBe(false);
    expect(isOtpComplete('')).toBe(false);
  });
});
