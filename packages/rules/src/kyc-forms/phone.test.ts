import { describe, expect, it } from 'vitest';
import { isPhoneProblem, mobileNumberProblem, normalisePhoneInput } from './phone.js';

describe('mobile number (spec 000 section 5)', () => {
  it('is prefixed with + and holds digits only', () => {
    expect(normalisePhoneInput('')).toBe('+');
    expect(normalisePhoneInput('44 7700 900123')).toBe('+447700900123');
    expect(normalisePhoneInput('++1 (202) 555-0100')).toBe('+12025550100');
  });
  it('the server refuses numbers that are not international phone numbers', () => {
    expect(mobileNumberProblem('12025550100')).toBe('MOBILE_NUMBER_INVALID');
    expect(mobileNumberProblem('+1202555')).toBe('MOBILE_NUMBER_INVALID');
    expect(mobileNumberProblem('+12025550100')).toBeNull();
  });
  it('the server refuses toll-free and premium numbers as not mobile', () => {
    expect(mobileNumberProblem('+18005550100')).toBe('MOBILE_NUMBER_NOT_MOBILE');
    expect(mobileNumberProblem('+448001234567')).toBe('MOBILE_NUMBER_NOT_MOBILE');
  });
  it('the server refuses landlines, which cannot receive SMS', () => {
    expect(mobileNumberProblem('+442079460000')).toBe('MOBILE_NUMBER_LANDLINE');
    expect(mobileNumberProblem('+4930123456')).toBe('MOBILE_NUMBER_LANDLINE');
    expect(mobileNumberProblem('+447700900123')).toBeNull();
    expect(mobileNumberProblem('+4915112345678')).toBeNull();
  });
});

describe('the phone refusals travel as codes, never as server English (issue 18)', () => {
  it('knows its three codes and nothing else', () => {
    expect(['MOBILE_NUMBER_INVALID', 'MOBILE_NUMBER_NOT_MOBILE', 'MOBILE_NUMBER_LANDLINE'].every(isPhoneProblem)).toBe(true);
    expect(isPhoneProblem('KYC_FORM_INVALID')).toBe(false);
    expect(isPhoneProblem('Mobile number must be a valid international phone number')).toBe(false);
  });
});
