import { describe, expect, it } from 'vitest';
import {
  dateOfBirthBounds,
  ddMmYyyyToIso,
  defaultDateOfBirth,
  isoToDdMmYyyy,
  isValidDateOfBirth,
  maskDdMmYyyy,
  parseDdMmYyyy,
} from './date-of-birth.js';

const now = new Date('2030-06-15T08:00:00.000Z');

describe('date of birth (spec 000 sections 5 and 9)', () => {
  it('is written DD-MM-YYYY and must be a real calendar day', () => {
    expect(parseDdMmYyyy('29-02-2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDdMmYyyy('29-02-2001')).toBeNull();
    expect(parseDdMmYyyy('2000-02-01')).toBeNull();
  });
  it('must be at least 18 years ago, the 18th birthday itself included', () => {
    expect(isValidDateOfBirth('15-06-2012', now)).toBe(true);
    expect(isValidDateOfBirth('16-06-2012', now)).toBe(false);
  });
  it('must be at most 100 years ago', () => {
    expect(isValidDateOfBirth('15-06-1930', now)).toBe(true);
    expect(isValidDateOfBirth('14-06-1930', now)).toBe(false);
  });
  it('defaults to 25 years ago', () => expect(defaultDateOfBirth(now)).toBe('15-06-2005'));
  it('gives the picker its bounds', () => expect(dateOfBirthBounds(now)).toEqual({ min: '1930-06-15', max: '2012-06-15' }));
  it('converts to the stored ISO date and back', () => {
    expect(ddMmYyyyToIso('01-03-1990')).toBe('1990-03-01');
    expect(isoToDdMmYyyy('1990-03-01')).toBe('01-03-1990');
  });
  it('places the dashes as digits are typed', () => {
    expect(maskDdMmYyyy('0103')).toBe('01-03');
    expect(maskDdMmYyyy('01031990999')).toBe('01-03-1990');
  });
});
