/**
 * What the amount input accepts while typing (spec 000 section 5: decimals accepted, empty clears):
 * digits with at most one decimal point and at most `maxDecimals` decimals; a comma counts as the
 * point. Returns the cleaned text, or null when the keystroke should be refused.
 */
export function acceptAmountText(text: string, maxDecimals: number): string | null {
  const cleaned = text.replace(',', '.').replace(/\s/g, '');
  if (cleaned === '') return '';
  if (!/^\d*\.?\d*$/.test(cleaned)) return null;
  const [whole = '', fraction] = cleaned.split('.');
  if (whole.length > 12) return null;
  if (fraction !== undefined && fraction.length > maxDecimals) return null;
  if (fraction !== undefined && maxDecimals === 0) return null;
  return cleaned;
}

/** The amount to price: null while the text is empty or not yet a positive number ("0.", "."). */
export function amountValue(text: string): string | null {
  if (!/^\d*\.?\d*$/.test(text) || !/[1-9]/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const cleanWhole = whole.replace(/^0+(?=\d)/, '') || '0';
  const cleanFraction = fraction.replace(/0+$/, '');
  return cleanFraction ? `${cleanWhole}.${cleanFraction}` : cleanWhole;
}
