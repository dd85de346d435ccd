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

function format(units: bigint, scale: number, fixedPlaces?: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  if (fixedPlaces === undefined) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

function matchDecimal(text: string): RegExpExecArray {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal number: ${text}`);
  return match;
}

/** Compares the digits of two decimals' magnitudes: whole parts by significant length, then digit by digit, then the fractions. */
function compareMagnitudes(wholeA: string, fractionA: string, wholeB: string, fractionB: string): -1 | 0 | 1 {
  let startA = 0;
  while (startA < wholeA.length - 1 && wholeA[startA] === '0') startA += 1;
  let startB = 0;
  while (startB < wholeB.length - 1 && wholeB[startB] === '0') startB += 1;
  const lengthA = wholeA.length - startA;
  const lengthB = wholeB.length - startB;
  if (lengthA !== lengthB) return lengthA < lengthB ? -1 : 1;
  for (let index = 0; index < lengthA; index += 1) {
    const digitA = wholeA.charCodeAt(startA + index);
    const digitB = wholeB.charCodeAt(startB + index);
    if (digitA !== digitB) return digitA < digitB ? -1 : 1;
  }
  const places = Math.max(fractionA.length, fractionB.length);
  for (let index = 0; index < places; index += 1) {
    const digitA = index < fractionA.length ? fractionA.charCodeAt(index) : 48;
    const digitB = index < fractionB.length ? fractionB.charCodeAt(index) : 48;
    if (digitA !== digitB) return digitA < digitB ? -1 : 1;
  }
  return 0;
}

const isZero = (match: RegExpExecArray) => !/[1-9]/.test(match[0]);

/**
 * -1, 0 or 1 as a is less than, equal to or greater than b. Compares the digits as text, without
 * BigInts: the quote path checks two bounds per quote (issue 17's CPU bench).
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = matchDecimal(a);
  const y = matchDecimal(b);
  const signX = isZero(x) ? 0 : x[1] === '-' ? -1 : 1;
  const signY = isZero(y) ? 0 : y[1] === '-' ? -1 : 1;
  if (signX !== signY) return signX < signY ? -1 : 1;
  if (signX === 0) return 0;
  const magnitude = compareMagnitudes(x[2]!, x[3] ?? '', y[2]!, y[3] ?? '');
  if (signX > 0 || magnitude === 0) return magnitude;
  return magnitude < 0 ? 1 : -1;
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
