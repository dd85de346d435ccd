import Decimal from 'decimal.js';

/**
 * The one decimal type of pricing: 40 significant digits (far beyond any amount Ferry handles),
 * half-up by default, and never exponent notation in strings.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
export type Dec = Decimal;
export type DecimalInput = Decimal.Value;

/** Fiat: rounded half up to the currency's roundOff. */
export function roundFiat(value: DecimalInput, roundOff: number): Dec {
  return new Dec(value).toDecimalPlaces(roundOff, Decimal.ROUND_HALF_UP);
}

/** Fiat rounded down (used where a remainder must never be overstated). */
export function floorFiat(value: DecimalInput, roundOff: number): Dec {
  return new Dec(value).toDecimalPlaces(roundOff, Decimal.ROUND_DOWN);
}

/** Fiat rounded up (used where an amount must be enough to cover a target). */
export function ceilFiat(value: DecimalInput, roundOff: number): Dec {
  return new Dec(value).toDecimalPlaces(roundOff, Decimal.ROUND_UP);
}

/** Crypto: always rounded down to the crypto's roundOff, so Ferry never promises dust it cannot send. */
export function floorCrypto(value: DecimalInput, roundOff: number): Dec {
  return new Dec(value).toDecimalPlaces(roundOff, Decimal.ROUND_DOWN);
}

export function ceilCrypto(value: DecimalInput, roundOff: number): Dec {
  return new Dec(value).toDecimalPlaces(roundOff, Decimal.ROUND_UP);
}

/** One unit of the last place: 0.01 for roundOff 2. */
export function unitOf(roundOff: number): Dec {
  return new Dec(1).dividedBy(new Dec(10).pow(roundOff));
}

/** Fiat as the API writes it: exactly roundOff decimals ("250.00"). */
export function fiatText(value: DecimalInput, roundOff: number): string {
  return roundFiat(value, roundOff).toFixed(roundOff);
}

/** Crypto as the API writes it: rounded down, no trailing zeros ("0.0825"). */
export function cryptoText(value: DecimalInput, roundOff: number): string {
  return floorCrypto(value, roundOff).toFixed();
}

/** True when the text is a decimal number decimal.js accepts. */
export function isDecimalText(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}
