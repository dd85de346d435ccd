import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isBoolean, isObject, isString, listOf, objectOf, oneOf, recordOf } from './guards.js';

// Each guard must say what the zod schema it stands in for says, for any JSON-like value.
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('BUY', 'SELL', 'NFT', 'a', 'b', '', 'usd', 'USD'),
  fc.array(fc.constantFrom('BUY', 'SELL', 'x', 1, null), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', 'b', 'c', 'BUY', 'SELL'), fc.oneof(fc.boolean(), fc.string(), fc.constant('BUY'))),
  fc.constantFrom(undefined, null, [], {}),
);

function agree(guard: (value: unknown) => boolean, schema: z.ZodType, runs = 400): void {
  fc.assert(
    fc.property(anyValue, (value) => {
      expect(guard(value)).toBe(schema.safeParse(value).success);
    }),
    { numRuns: runs },
  );
}

describe('the zod-free guards say what zod says', () => {
  it('isObject, isString, isBoolean', () => {
    agree(isObject, z.record(z.string(), z.unknown()));
    agree(isString, z.string());
    agree(isBoolean, z.boolean());
  });

  it('oneOf is z.enum', () => {
    agree(oneOf(['BUY', 'SELL'] as const), z.enum(['BUY', 'SELL']));
  });

  it('listOf is z.array with its minimum', () => {
    agree(listOf(oneOf(['BUY', 'SELL'] as const)), z.array(z.enum(['BUY', 'SELL'])));
    agree(listOf(oneOf(['BUY', 'SELL'] as const), 1), z.array(z.enum(['BUY', 'SELL'])).min(1));
  });

  it('recordOf is z.record', () => {
    agree(recordOf(oneOf(['a', 'b', 'BUY']), isBoolean), z.partialRecord(z.enum(['a', 'b', 'BUY']), z.boolean()));
  });

  it('objectOf is z.strictObject, its fields optional unless complete', () => {
    agree(objectOf({ a: isString, b: isBoolean }), z.strictObject({ a: z.string().optional(), b: z.boolean().optional() }));
    agree(objectOf({ a: isString, b: isBoolean }, true), z.strictObject({ a: z.string(), b: z.boolean() }));
  });

  it('refuses what looks like an object but is not a plain one', () => {
    expect(isObject(null)).toBe(false);
    expect(isObject([])).toBe(false);
    expect(objectOf({ a: isString })({ a: 'x', extra: 1 })).toBe(false);
    expect(objectOf({ a: isString }, true)({})).toBe(false);
    expect(listOf(isString, 1)([])).toBe(false);
  });
});
