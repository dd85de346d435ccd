import type { Language } from '@ferry/contracts';
import { activeLanguage } from './i18n.js';

/**
 * Numbers and dates in the active language's style. English is en-GB (spec 001 section 9:
 * "24 Nov 2026, 3:05 pm"); German is de-DE ("24. Nov. 2026, 15:05"). Amounts stay decimal
 * strings: they are grouped and given the locale's decimal mark as text, never through a float.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export const activeLocale = (): string => LOCALES[activeLanguage()];

const SEPARATORS = new Map<string, { group: string; decimal: string }>();

function separators(locale: string) {
  let found = SEPARATORS.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    SEPARATORS.set(locale, found);
  }
  return found;
}

/** A decimal string ("1234567.50") in the locale's style ("1,234,567.50" / "1.234.567,50"); other text as it is. */
export function formatDecimal(value: string, { grouping = true }: { grouping?: boolean } = {}): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign, whole, fraction] = match;
  const { group, decimal } = separators(activeLocale());
  const grouped = grouping ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole!;
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** A whole count (days, orders) in the locale's style. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 0 }).format(value);
}

/** A date and time: "24 Nov 2026, 3:05 pm" in English (a 12-hour clock, spec 001 section 9). */
export function formatDateTime(date: Date | string): string {
  const language = activeLanguage();
  return new Date(date).toLocaleString(LOCALES[language], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: language === 'en',
  });
}

/** A date alone: "24 Nov 2026" / "24. Nov. 2026". */
export function formatDate(date: Date | string): string {
  return new Date(date).toLocaleDateString(activeLocale(), { day: '2-digit', month: 'short', year: 'numeric' });
}
