/**
 * Plain type guards, for the few places that must check a value without zod: what the widget's
 * first screen reads back from storage and history, the answers it waits for, and the messages of
 * the embed protocol (the SDK in partners' pages carries no dependency). Each use mirrors a
 * contract schema, and guards.test.ts holds these pieces to zod's own verdicts.
 */

/** A check that narrows. */
export type Guard<T> = (value: unknown) => value is T;
/** A check that only answers yes or no (a guard is one too). */
export type Check = (value: unknown) => boolean;

/** A plain object: not null, not an array. */
export const isObject: Guard<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString: Guard<string> = (value): value is string => typeof value === 'string';

export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

/** One of the listed strings, as z.enum(values). */
export const oneOf =
  <T extends string>(values: readonly T[]): Guard<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);

/** An array of at least `min` entries, each passing `item`, as z.array(item).min(min). */
export function listOf<T>(item: Guard<T>, min?: number): Guard<T[]>;
export function listOf(item: Check, min?: number): Check;
export function listOf(item: Check, min = 0): Check {
  return (value) => Array.isArray(value) && value.length >= min && value.every((entry) => item(entry));
}

/** An object whose every key passes `key` and every value `item`, as z.record(key, item). */
export const recordOf =
  (key: Check, item: Check): Check =>
  (value) =>
    isObject(value) && Object.entries(value).every(([name, entry]) => key(name) && item(entry));

/**
 * Only the listed fields, each passing its check, as z.strictObject with every field optional;
 * with `isComplete`, every listed field must be there too (z.strictObject).
 */
export const objectOf =
  (fields: Readonly<Record<string, Check>>, isComplete = false): Check =>
  (value) =>
    isObject(value) &&
    Object.entries(value).every(([name, entry]) => Object.hasOwn(fields, name) && fields[name]!(entry)) &&
    (!isComplete || Object.keys(fields).every((name) => Object.hasOwn(value, name)));
