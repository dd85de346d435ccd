/**
 * Exact decimal strings as scaled BigInts, for the display and bound rules the widget runs too:
 * comparisons, moving the point and a rounded inverse. decimal.js stays on the server's side of
 * pricing (the quote maths); this keeps about 11 kB of it out of the widget's first load.
 */
type Fixed = { units: bigint; scale: number };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function parse(text: string): Fixed {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal number: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

const pow10 = (places: number) => 10n ** BigInt(places);

function aligned(a: Fixed, b: Fixed): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale)];
}

function format(units: bigint, scale: number, fixedPlaces?: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  if (fixedPlaces === undefined) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(parse(a), parse(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The value times 10^places, exactly ("0.0494", 2 gives "4.94"; "250", -2 gives "2.5"). */
export function shiftDecimal(text: string, places: number): string {
  const { units, scale } = parse(text);
  return places >= 0 ? format(units * pow10(places), scale) : format(units, scale - places);
}

/** 1 / value rounded half up to `places` decimals, written with exactly that many. */
export function inverseRounded(text: string, places: number): string {
  const { units, scale } = parse(text);
  if (units <= 0n) throw new RangeError('the inverse needs a positive number');
  // 1 / (units / 10^scale) = 10^scale / units; scaled by 10^places and rounded half up.
  const numerator = pow10(scale + places);
  const quotient = (2n * numerator + units) / (2n * units);
  return format(quotient, places, places);
}
