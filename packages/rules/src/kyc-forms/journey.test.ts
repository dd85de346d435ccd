import { describe, expect, it } from 'vitest';
import { addressFromPlace } from './address.js';
import { formPayload, initialValues } from './form-payload.js';
import { higherKycLevel, kycLevelNumber, requiredKycLevel } from './kyc-levels.js';
import { prefillFromUserData } from './prefill.js';
import { KYC_STEP_MESSAGES, kycStepOf } from './step-messages.js';
import { aField } from './test-fields.js';

describe('KYC step messages (spec 000 section 5)', () => {
  it('are the spec texts', () => {
    expect(KYC_STEP_MESSAGES).toEqual({
      purposeOfUsage: 'Please select at least one purpose to proceed ahead',
      sourceOfIncome: 'Please select answers to all the questions',
      documentProof: 'Please upload all the necessary documents',
      usSSN: 'Please enter SSN number',
    });
  });
});

describe("progress reads 'KYC Step n/m' over the whole journey (spec 000 section 2)", () => {
  const forms = [
    { id: 'kycUpgrade', hideProgress: true },
    { id: 'address', hideProgress: false },
    { id: 'purposeOfUsage', hideProgress: false },
  ];
  it('counts steps already done and skips screens that hide progress', () => {
    expect(kycStepOf({ totalSteps: 3, forms }, 'address')).toEqual({ step: 2, total: 3 });
    expect(kycStepOf({ totalSteps: 3, forms }, 'purposeOfUsage')).toEqual({ step: 3, total: 3 });
    expect(kycStepOf({ totalSteps: 3, forms }, 'kycUpgrade')).toBeNull();
  });
});

describe('address autocomplete (spec 000 section 5)', () => {
  const place = { countryCode: 'SG', addressLine1: '1 Raffles Place', addressLine2: '', state: '', city: 'Singapore', postCode: '048616' };
  it('state falls back to the country code', () => {
    expect(addressFromPlace(place, { countryOptions: ['SG'], currentCountryCode: 'DE' }).state).toBe('SG');
  });
  it('the country is left unchanged if it is not among the options', () => {
    const filled = addressFromPlace(place, { countryOptions: ['DE', 'FR'], currentCountryCode: 'DE' });
    expect(filled).toMatchObject({ countryCode: 'DE', addressLine1: '1 Raffles Place', city: 'Singapore', postCode: '048616' });
  });
});

describe('form payload (spec 000 section 7 "Form submit")', () => {
  const fields = [
    aField({ id: 'email', type: 'text', disabled: true, value: 'ada@example.com' }),
    aField({ id: 'hint', type: 'hint' }),
    aField({ id: 'firstName', type: 'text' }),
    aField({ id: 'purposes', type: 'multiCheckbox' }),
  ];
  it('sends the trimmed field values, without display-only fields', () => {
    const values = { ...initialValues(fields), firstName: ' Ada ', purposes: ['investment'] };
    expect(formPayload(fields, values, { excludeDisabled: false })).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      purposes: ['investment'],
    });
  });
  it('leaves disabled fields out when the endpoint says excludeDisabled', () => {
    expect(formPayload(fields, initialValues(fields), { excludeDisabled: true })).not.toHaveProperty('email');
  });
});

describe('auto-submit: prefilled partner userData (spec 000 section 4)', () => {
  const fields = [
    aField({ id: 'firstName', type: 'text' }),
    aField({ id: 'dob', type: 'date' }),
    aField({ id: 'city', type: 'text' }),
    aField({ id: 'email', type: 'text', disabled: true, value: 'x@example.com' }),
  ];
  it('fills empty enabled fields, flat or under address, and says the form is prefilled', () => {
    const result = prefillFromUserData(fields, initialValues(fields), {
      firstName: 'Ada',
      dob: '1990-03-01',
      address: { city: 'Berlin' },
      email: 'other@example.com',
    });
    expect(result.isPrefilled).toBe(true);
    expect(result.values).toEqual({ firstName: 'Ada', dob: '01-03-1990', city: 'Berlin', email: 'x@example.com' });
  });
  it('never overwrites what the user or the server already filled', () => {
    const values = { ...initialValues(fields), firstName: 'Grace' };
    expect(prefillFromUserData(fields, values, { firstName: 'Ada' })).toEqual({ values, isPrefilled: false });
  });
});

describe('KYC levels: SIMPLE (Level 1), STANDARD (Level 2), ENHANCED (Level 3)', () => {
  it('an order up to the SIMPLE limit needs SIMPLE, up to the STANDARD limit STANDARD, above it ENHANCED', () => {
    expect(requiredKycLevel({ fiatAmount: '150', fiatCurrency: 'EUR' })).toBe('SIMPLE');
    expect(requiredKycLevel({ fiatAmount: '150.01', fiatCurrency: 'EUR' })).toBe('STANDARD');
    expect(requiredKycLevel({ fiatAmount: '15000', fiatCurrency: 'EUR' })).toBe('STANDARD');
    expect(requiredKycLevel({ fiatAmount: '15000.01', fiatCurrency: 'EUR' })).toBe('ENHANCED');
  });
  it('a fiat without limits needs STANDARD', () => {
    expect(requiredKycLevel({ fiatAmount: '1', fiatCurrency: 'CHF' })).toBe('STANDARD');
  });
  it('are numbered and ordered', () => {
    expect([kycLevelNumber('SIMPLE'), kycLevelNumber('STANDARD'), kycLevelNumber('ENHANCED')]).toEqual([1, 2, 3]);
    expect(higherKycLevel('SIMPLE', 'ENHANCED')).toBe('ENHANCED');
    expect(higherKycLevel('STANDARD', null)).toBe('STANDARD');
  });
});
