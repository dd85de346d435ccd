import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSsn, isValidSsn, ssnLast4 } from './ssn.js';

describe('SSN field (spec 000 section 5)', () => {
  it('is reformatted to 3-2-4 digits with dashes as the user types', () => {
    expect(formatSsn('1')).toBe('1');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123 45 6789')).toBe('123-45-6789');
  });
  it('is at most 11 characters whatever is typed or pasted', () => {
    fc.assert(fc.property(fc.string(), (input) => formatSsn(input).length <= 11));
    expect(formatSsn('1234567890123')).toBe('123-45-6789');
  });
  it('is a possible SSN only when the SSA would issue it', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    for (const bad of ['000-12-3456', '666-12-3456', '912-12-3456', '123-00-4567', '123-45-0000', '123-45-678']) {
      expect(isValidSsn(bad)).toBe(false);
    }
  });
  it('keeps only its last four digits', () => expect(ssnLast4('123-45-6789')).toBe('6789'));
});
