import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from './decimal.js';
import { compare, dividedBy, minus, plus, ratioOf, round, times, toFixed } from './exact-ratio.js';

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 12 }))
  .map(([negative, units, scale]) => new Dec(units.toString()).dividedBy(new Dec(10).pow(scale)).times(negative ? -1 : 1).toFixed());
// Quotients to 200 digits: far past the rounding boundary any quotient of these numbers can come near.
const Wide = Dec.clone({ precision: 200 });
const MODES = { down: Dec.ROUND_DOWN, up: Dec.ROUND_UP, 'half-up': Dec.ROUND_HALF_UP } as const;
const mode = fc.constantFrom('down' as const, 'up' as const, 'half-up' as const);

describe('exact ratios agree with decimal.js wherever decimal.js is exact', () => {
  it('adds, subtracts, multiplies and compares exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [x, y] = [ratioOf(a), ratioOf(b)];
        expect(toFixed(round(plus(x, y), 12, 'down'))).toBe(new Dec(a).plus(b).toFixed());
        expect(toFixed(round(minus(x, y), 12, 'down'))).toBe(new Dec(a).minus(b).toFixed());
        expect(toFixed(round(times(x, y), 24, 'down'))).toBe(new Dec(a).times(b).toFixed());
        expect(compare(x, y)).toBe(new Dec(a).comparedTo(b));
      }),
    );
  });

  it('rounds a quotient to places in each of decimal.js modes', () => {
    const nonZero = decimalText.filter((text) => !new Dec(text).isZero());
    fc.assert(
      fc.property(decimalText, nonZero, fc.integer({ min: 0, max: 10 }), mode, (a, b, places, how) => {
        const exact = round(dividedBy(ratioOf(a), ratioOf(b)), places, how);
        expect(toFixed(exact, places)).toBe(new Wide(a).dividedBy(b).toDecimalPlaces(places, MODES[how]).toFixed(places));
      }),
    );
  });

  it('writes decimals as decimal.js does', () => {
    expect(toFixed(ratioOf('250'), 2)).toBe('250.00');
    expect(toFixed(ratioOf('0.08250'))).toBe('0.0825');
    expect(toFixed(ratioOf('-1.255'), 2)).toBe('-1.26');
    expect(toFixed(ratioOf('-0.001'), 2)).toBe('0.00');
    expect(toFixed(round(ratioOf('-1.25'), 1, 'down'))).toBe('-1.2');
    expect(() => ratioOf('1e5')).toThrow(RangeError);
    expect(() => dividedBy(ratioOf('1'), ratioOf('0'))).toThrow(RangeError);
  });
});
