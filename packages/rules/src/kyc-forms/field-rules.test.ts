import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError, formErrors, inputModeFor, isFormValid, trimStartInput } from './field-rules.js';
import { aField } from './test-fields.js';

const now = new Date('2030-06-15T12:00:00.000Z');
const opts = { now };

describe('form fields: required rule (spec 000 section 5)', () => {
  it("a required, enabled, empty field shows 'Required'", () => {
    const field = aField({ id: 'firstName', type: 'text', name: 'First name' });
    expect(fieldError(field, '', opts)).toBe('REQUIRED');
    expect(fieldError(field, '   ', opts)).toBe('REQUIRED');
    expect(fieldError(field, undefined, opts)).toBe('REQUIRED');
  });
  it('an optional empty field, a disabled one and a hidden one show nothing', () => {
    expect(fieldError(aField({ id: 'addressLine2', type: 'text', isRequired: false }), '', opts)).toBeNull();
    expect(fieldError(aField({ id: 'email', type: 'text', disabled: true }), '', opts)).toBeNull();
    expect(fieldError(aField({ id: 'x', type: 'text', hidden: true }), '', opts)).toBeNull();
  });
  it('hint and breakLine fields hold no value and are never invalid', () => {
    expect(fieldError(aField({ id: 'h', type: 'hint' }), undefined, opts)).toBeNull();
    expect(fieldError(aField({ id: 'b', type: 'breakLine' }), undefined, opts)).toBeNull();
  });
});

describe('form fields: the IBAN of the bank details order form', () => {
  it("an IBAN with a valid shape but a wrong MOD 97 checksum shows the field's message", () => {
    const field = aField({ id: 'iban', type: 'text', name: 'IBAN', regex: '^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,38}$', regexErrorMessage: 'Enter a valid IBAN' });
    expect(fieldError(field, 'DE89 3704 0044 0532 0130 01', opts)).toBe('INVALID');
    expect(fieldError(field, 'DE89 3704 0044 0532 0130 00', opts)).toBeNull();
  });
});

describe('form fields: regex rule (spec 000 section 5)', () => {
  const named = aField({ id: 'firstName', type: 'text', name: 'First name', regex: "^[A-Za-z' -]{1,50}$" });
  it("a mismatch shows 'Enter a valid {field name}' when the field has no message of its own", () => {
    expect(fieldError(named, 'R2-D2', opts)).toBe('INVALID');
  });
  it("a mismatch is INVALID whether or not the field has a message of its own (the catalogue words it)", () => {
    const field = { ...named, regexErrorMessage: 'Only letters, please' };
    expect(fieldError(field, 'R2-D2', opts)).toBe('INVALID');
  });
  it('the value is trimmed before the regex runs', () => {
    expect(fieldError(named, '  Ada  ', opts)).toBeNull();
  });
  it('a regex that does not compile refuses every value rather than accept it', () => {
    expect(fieldError(aField({ id: 'x', type: 'text', regex: '([' }), 'anything', opts)).toBe('INVALID');
  });
});

describe('form fields: types', () => {
  it('a select value must be one of its options', () => {
    const field = aField({ id: 'countryCode', type: 'select', name: 'Country', options: [{ name: 'Germany', value: 'DE' }] });
    expect(fieldError(field, 'DE', opts)).toBeNull();
    expect(fieldError(field, 'XX', opts)).toBe('INVALID');
  });
  it("a required multiCheckbox needs one choice, and only known, distinct choices", () => {
    const field = aField({ id: 'purposes', type: 'multiCheckbox', options: [{ name: 'A', value: 'a' }, { name: 'B', value: 'b' }] });
    expect(fieldError(field, [], opts)).toBe('REQUIRED');
    expect(fieldError(field, ['a', 'b'], opts)).toBeNull();
    expect(fieldError(field, ['a', 'z'], opts)).toBe('INVALID');
    expect(fieldError(field, ['a', 'a'], opts)).toBe('INVALID');
    expect(fieldError(field, 'a', opts)).toBe('INVALID');
  });
  it("date of birth outside 18 to 100 years ago shows 'Please enter a valid date'", () => {
    const dob = aField({ id: 'dob', type: 'date', name: 'Date of birth' });
    expect(fieldError(dob, '16-06-2012', opts)).toBe('INVALID_DATE');
    expect(fieldError(dob, '14-06-1930', opts)).toBe('INVALID_DATE');
    expect(fieldError(dob, '15-06-2000', opts)).toBeNull();
    expect(fieldError(dob, '2000-06-15', opts)).toBe('INVALID_DATE');
  });
  it('an SSN must be 3-2-4 digits that the SSA issues', () => {
    const ssn = aField({ id: 'ssn', type: 'ssn', name: 'SSN' });
    expect(fieldError(ssn, '123-45-6789', opts)).toBeNull();
    expect(fieldError(ssn, '123456789', opts)).toBe('INVALID');
    expect(fieldError(ssn, '666-45-6789', opts)).toBe('INVALID');
  });
  it('a number field takes digits with an optional decimal part', () => {
    const field = aField({ id: 'income', type: 'number', name: 'Income' });
    expect(fieldError(field, '1200.50', opts)).toBeNull();
    expect(fieldError(field, '12e3', opts)).toBe('INVALID');
  });
  it('a document field holds the id of an uploaded document', () => {
    const field = aField({ id: 'proof', type: 'document', name: 'Proof' });
    expect(fieldError(field, '0b6f9c5e-8d1a-4f3e-9a77-3c2d1e0f4a5b', opts)).toBeNull();
    expect(fieldError(field, '../../etc/passwd', opts)).toBe('INVALID');
  });
});

describe('form validity: Continue is disabled while any field is invalid (spec 000 section 4)', () => {
  const fields = [aField({ id: 'a', type: 'text' }), aField({ id: 'b', type: 'text', isRequired: false, regex: '^\\d+$' })];
  it('lists each invalid field and is valid only when none is', () => {
    expect(formErrors(fields, { a: '', b: 'x' }, opts)).toEqual({ a: 'REQUIRED', b: 'INVALID' });
    expect(isFormValid(fields, { a: 'x', b: '' }, opts)).toBe(true);
    expect(isFormValid(fields, { a: 'x', b: 'x' }, opts)).toBe(false);
  });
  it('never throws on any value of any shape', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.string())), (value) => {
        for (const type of ['text', 'number', 'select', 'date', 'ssn', 'document', 'multiCheckbox'] as const) {
          const result = fieldError(aField({ id: 'dob', type }), value, opts);
          expect(result === null || typeof result === 'string').toBe(true);
        }
      }),
    );
  });
});

describe('inputs (spec 000 section 5)', () => {
  it('text input is trimmed at the start only', () => {
    expect(trimStartInput('   Ada Lovelace ')).toBe('Ada Lovelace ');
  });
  it('account number, sort code and SSN use numeric keyboards; the mobile number a phone pad', () => {
    expect(inputModeFor({ id: 'accountNumber', type: 'text' })).toBe('numeric');
    expect(inputModeFor({ id: 'sortCode', type: 'text' })).toBe('numeric');
    expect(inputModeFor({ id: 'ssn', type: 'ssn' })).toBe('numeric');
    expect(inputModeFor({ id: 'mobileNumber', type: 'text' })).toBe('tel');
    expect(inputModeFor({ id: 'city', type: 'text' })).toBe('text');
  });
});
