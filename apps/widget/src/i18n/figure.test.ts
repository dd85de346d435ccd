import { LANGUAGES } from '@ferry/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { DECIMAL_MARKS, decimalMark, figure } from './figure.js';
import { activateLanguage } from './i18n.js';

afterEach(() => activateLanguage('en'));

describe('figure', () => {
  it.each(LANGUAGES)('the decimal mark written down for %s is the one Intl gives its language', (language) => {
    const intlMark = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    expect(DECIMAL_MARKS[language]).toBe(intlMark);
  });

  it('shows a decimal string with the active language mark, without grouping', () => {
    expect(figure('2772.16')).toBe('2772.16');
    activateLanguage('de');
    expect(decimalMark()).toBe(',');
    expect(figure('2772.16')).toBe('2772,16');
    expect(figure('-0.5')).toBe('-0,5');
  });

  it('leaves other text as it is', () => {
    activateLanguage('de');
    expect(figure('1%')).toBe('1%');
    expect(figure('')).toBe('');
  });
});
