import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from './decimal.js';
import { compareDecimals, inverseRounded, shiftDecimal } from './fixed-point.js';

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }))
  .map(([negative, units, scale]) => new Dec(units.toString()).dividedBy(new Dec(10).pow(scale)).times(negative ? -1 : 1).toFixed());

describe('fixed-point decimal strings agree with decimal.js', () => {
  it('compares like decimal.js', () => {
    fc.assert(fc.property(decimalText, decimalText, (a, b) => compareDecimals(a, b) === new Dec(a).comparedTo(b)));
  });

  it('moves the point exactly', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: -6, max: 6 }), (a, places) =>
        new Dec(shiftDecimal(a, places)).equals(new Dec(a).times(new Dec(10).pow(places))),
      ),
    );
    expect(shiftDecimal('0.0494', 2)).toBe('4.94');
    expect(shiftDecimal('250.00', -2)).toBe('2.5');
    expect(shiftDecimal('-0.001', 1)).toBe('-0.01');
  });

  it('rounds the inverse half up to the places asked for', () => {
    const positive = decimalText.filter((text) => new Dec(text).greaterThan(0));
    fc.assert(
      fc.property(positive, fc.integer({ min: 0, max: 10 }), (a, places) =>
        inverseRounded(a, places) === new Dec(1).dividedBy(a).toDecimalPlaces(places, Dec.ROUND_HALF_UP).toFixed(places),
      ),
    );
    expect(inverseRounded('0.0004', 2)).toBe('2500.00');
    expect(inverseRounded('3', 2)).toBe('0.33');
  });

  it('compares text with leading and trailing zeros and signed zeros like decimal.js', () => {
    const padded = fc
      .tuple(decimalText, fc.nat({ max: 3 }), fc.nat({ max: 3 }))
      .map(([text, lead, trail]) => {
        const negative = text.startsWith('-');
        const digits = negative ? text.slice(1) : text;
        const withPoint = digits.includes('.') || trail === 0 ? digits : `${digits}.`;
        return `${negative ? '-' : ''}${'0'.repeat(lead)}${withPoint}${'0'.repeat(digits.includes('.') || trail > 0 ? trail : 0)}`;
      });
    fc.assert(fc.property(padded, padded, (a, b) => compareDecimals(a, b) === new Dec(a).comparedTo(b)));
    expect(compareDecimals('-0', '0.000')).toBe(0);
    expect(compareDecimals('-0.5', '-0.50')).toBe(0);
    expect(compareDecimals('-2', '-10')).toBe(1);
    expect(compareDecimals('009.9', '10')).toBe(-1);
  });

  it('refuses what is not a decimal number', () => {
    expect(() => compareDecimals('1e5', '1')).toThrow(RangeError);
    expect(() => inverseRounded('0', 2)).toThrow(RangeError);
  });
});
