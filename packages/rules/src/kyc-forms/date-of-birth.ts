import { DATE_OF_BIRTH_DEFAULT_YEARS, DATE_OF_BIRTH_MAX_YEARS, DATE_OF_BIRTH_MIN_YEARS } from '@ferry/contracts';

type Ymd = { year: number; month: number; day: number };

/** A DD-MM-YYYY text as a calendar date, or null if it is not one (31-02-2000 is not). */
export function parseDdMmYyyy(text: string): Ymd | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The same calendar day `years` before `now` (29 February falls back to 28 February). */
export function yearsBefore(now: Date, years: number): Ymd {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(now.getUTCDate(), lastDay) };
}

const key = ({ year, month, day }: Ymd) => year * 10_000 + month * 100 + day;

export function formatDdMmYyyy({ year, month, day }: Ymd): string {
  return `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
}

/** Date of birth: DD-MM-YYYY, at least 18 and at most 100 years ago (spec 000 sections 5 and 9). */
export function isValidDateOfBirth(text: string, now: Date): boolean {
  const date = parseDdMmYyyy(text);
  if (!date) return false;
  const value = key(date);
  return value <= key(yearsBefore(now, DATE_OF_BIRTH_MIN_YEARS)) && value >= key(yearsBefore(now, DATE_OF_BIRTH_MAX_YEARS));
}

/** The day the date picker opens at: 25 years ago. */
export function defaultDateOfBirth(now: Date): string {
  return formatDdMmYyyy(yearsBefore(now, DATE_OF_BIRTH_DEFAULT_YEARS));
}

/** The picker's bounds as ISO dates (oldest, youngest). */
export function dateOfBirthBounds(now: Date): { min: string; max: string } {
  const iso = ({ year, month, day }: Ymd) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return { min: iso(yearsBefore(now, DATE_OF_BIRTH_MAX_YEARS)), max: iso(yearsBefore(now, DATE_OF_BIRTH_MIN_YEARS)) };
}

/** DD-MM-YYYY to the ISO date the server stores, and back. */
export function ddMmYyyyToIso(text: string): string | null {
  const date = parseDdMmYyyy(text);
  return date ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}` : null;
}
export function isoToDdMmYyyy(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Keeps digits and places the dashes as the user types: 0103 -> 01-03, 01031990 -> 01-03-1990. */
export function maskDdMmYyyy(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('-');
}
