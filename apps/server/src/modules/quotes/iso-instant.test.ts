import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.js';

describe('isoInstant', () => {
  it('writes what toISOString writes, for any instant a Date holds (before 1970, past 9999, any millisecond)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5_000 },
    );
  });

  it('writes the milliseconds of instants within one second, and of seconds it has written before', () => {
    const start = Date.parse('2025-06-01T10:00:00.000Z');
    for (const offset of [0, 1, 9, 10, 99, 100, 999, 1_000, 60_000, 0, 5]) {
      expect(isoInstant(start + offset)).toBe(new Date(start + offset).toISOString());
    }
    expect(isoInstant(-1)).toBe('1969-12-31T23:59:59.999Z');
  });
});
