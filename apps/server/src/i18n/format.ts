import type { Language } from '@ferry/contracts';

/** English is en-GB (spec 001 section 9, a 12-hour clock); German de-DE. */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/**
 * A date and time for an e-mail: "24 Nov 2026, 3:05 pm UTC" / "24. Nov. 2026, 15:05 UTC". The
 * server does not know the reader's time zone, so it says which one it writes in.
 */
export function formatDateTime(language: Language, date: Date): string {
  return date.toLocaleString(LOCALES[language], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: language === 'en',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};

/** A decimal string ("1234.5") in the language's style ("1,234.5" / "1.234,5"), as text, never through a float; other text as it is. */
export function formatDecimal(language: Language, value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign, whole, fraction] = match;
  const { group, decimal } = SEPARATORS[language];
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}
