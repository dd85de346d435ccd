import type { Language } from '@ferry/contracts';
import { activeLanguage } from './i18n.js';

// The exchange's figures and the amount being typed need only the locale's decimal mark. Apart
// from format.ts (grouping, dates), so the first screen does not carry what only later screens use.

/**
 * Each language's decimal mark, written down rather than asked of Intl: the first
 * `Intl.NumberFormat` of a page loads the browser's locale data, 20 ms of main thread before the
 * exchange's first paint (80 ms at Lighthouse's 4 x CPU slowdown). figure.test.ts holds the table
 * to Intl's answer, and a new language fails to type-check until it has its mark.
 */
export const DECIMAL_MARKS: Readonly<Record<Language, string>> = { en: '.', de: ',' };

/** The active language's decimal mark ('.' or ','): an amount being typed shows it (its value keeps '.'). */
export const decimalMark = (): string => DECIMAL_MARKS[activeLanguage()];

/** A decimal string with the locale's decimal mark and no grouping ("2772.16", "2772,16"); other text as it is. */
export const figure = (value: string): string => (/^-?\d+(\.\d+)?$/.test(value) ? value.replace('.', decimalMark()) : value);
