/** IBAN lengths of the SEPA scheme's countries (ISO 13616 registry). */
const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An IBAN as people type it: spaces removed, upper-cased. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * IBAN of a SEPA country: two letters, two check digits, the country's length, letters and digits
 * only, and the MOD 97 checksum (a typo in any one character fails it). Spaces and dashes as typed.
 */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  return length !== undefined && iban.length === length && /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && ibanRemainder(iban) === 1;
}
