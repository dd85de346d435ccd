import { describe, expect, it } from 'vitest';
import { matchPhoneError, mobileNumberProblem, normalisePhoneInput, PHONE_SERVER_ERRORS } from './phone.js';

describe('mobile number (spec 000 section 5)', () => {
  it('is prefixed with + and holds digits only', () => {
    expect(normalisePhoneInput('')).toBe('+');
    expect(normalisePhoneInput('44 7700 900123')).toBe('+447700900123');
    expect(normalisePhoneInput('++1 (202) 555-0100')).toBe('+12025550100');
  });
  it('the server refuses numbers that are not international phone numbers', () => {
    expect(mobileNumberProblem('12025550100')).toBe('invalid');
    expect(mobileNumberProblem('+1202555')).toBe('invalid');
    expect(mobileNumberProblem('+12025550100')).toBeNull();
  });
  it('the server refuses toll-free and premium numbers as not mobile', () => {
    expect(mobileNumberProblem('+18005550100')).toBe('notMobile');
    expect(mobileNumberProblem('+448001234567')).toBe('notMobile');
  });
  it('the server refuses landlines, which cannot receive SMS', () => {
    expect(mobileNumberProblem('+442079460000')).toBe('landline');
    expect(mobileNumberProblem('+4930123456')).toBe('landline');
    expect(mobileNumberProblem('+447700900123')).toBeNull();
    expect(mobileNumberProblem('+4915112345678')).toBeNull();
  });
});

describe('phone error texts from the server are matched (spec 000 section 5)', () => {
  it('matches each of the three texts, inside a longer message too', () => {
    expect(matchPhoneError(PHONE_SERVER_ERRORS.invalid)).toBe('invalid');
    expect(matchPhoneError(`Mobile number: ${PHONE_SERVER_ERRORS.notMobile}`)).toBe('notMobile');
    expect(matchPhoneError(PHONE_SERVER_ERRORS.landline.toUpperCase())).toBe('landline');
  });
  it('matches nothing else', () => expect(matchPhoneError('First name: Required')).toBeNull());
});
