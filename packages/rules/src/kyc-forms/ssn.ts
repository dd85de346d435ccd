import { SSN_MAX_LENGTH } from '@ferry/contracts';

/** Reformats what the user types to 3-2-4 digits with dashes, at most 11 characters (spec 000 section 5). */
export function formatSsn(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  const parts = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 9)].filter(Boolean);
  return parts.join('-').slice(0, SSN_MAX_LENGTH);
}

/**
 * A possible SSN: 3-2-4 digits, and none of the numbers the Social Security Administration
 * never issues (area 000, 666 or 900-999; group 00; serial 0000).
 */
export function isValidSsn(value: string): boolean {
  const match = /^(\d{3})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return false;
  const [, area = '', group = '', serial = ''] = match;
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/** Only the last four digits are ever kept or shown. */
export function ssnLast4(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}
