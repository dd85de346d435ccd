import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDecimal } from './format.js';
import { activateLanguage } from './i18n.js';

afterEach(() => activateLanguage('en'));

const afternoon = '2026-11-24T15:05:00Z';

describe('format in English (en-GB, spec 001 section 9)', () => {
  it('groups amounts with commas and keeps every digit of the decimal string', () => {
    expect(formatDecimal('1234567.50')).toBe('1,234,567.50');
    expect(formatDecimal('0.000000012345678901')).toBe('0.000000012345678901');
    expect(formatDecimal('-1000')).toBe('-1,000');
    expect(formatDecimal('1000', { grouping: false })).toBe('1000');
  });
  it('leaves text that is no decimal as it is', () => {
    expect(formatDecimal('1e21')).toBe('1e21');
    expect(formatDecimal('')).toBe('');
  });
  it('writes dates with a 12-hour clock', () => {
    expect(formatDateTime(afternoon)).toMatch(/^24 Nov 2026, [0-9]{1,2}:05\s?pm$/i);
    expect(formatDate(afternoon)).toBe('24 Nov 2026');
    expect(formatCount(12000)).toBe('12,000');
  });
});

describe('format in German (de-DE)', () => {
  it('uses dots to group and a comma for decimals, a 24-hour clock', () => {
    activateLanguage('de');
    expect(formatDecimal('1234567.50')).toBe('1.234.567,50');
    expect(formatCount(12000)).toBe('12.000');
    expect(formatDate(afternoon)).toBe('24. Nov. 2026');
    expect(formatDateTime(afternoon)).toMatch(/^24\. Nov\. 2026, [0-9]{2}:05$/);
  });
});
