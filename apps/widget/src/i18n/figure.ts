import { activeLanguage } from './i18n.js';

// The exchange's figures and the amount being typed need only the locale's decimal mark. Apart
// from format.ts (grouping, dates), so the first screen does not carry what only later screens use.
const marks = new Map<string, string>();

/** The active language's decimal mark ('.' or ','): an amount being typed shows it (its value keeps '.'). */
export function decimalMark(): string {
  const language = activeLanguage();
  let mark = marks.get(language);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    marks.set(language, mark);
  }
  return mark;
}

/** A decimal string with the locale's decimal mark and no grouping ("2772.16", "2772,16"); other text as it is. */
export const figure = (value: string): string => (/^-?\d+(\.\d+)?$/.test(value) ? value.replace('.', decimalMark()) : value);
