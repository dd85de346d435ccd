import { isObject } from '@ferry/contracts';

/**
 * How apiRequest checks an answer: with its contract schema (zod, in the lazily loaded feature
 * chunks), or, for the answers the first screen waits for, with a structural check that keeps zod
 * out of the start-up bundle. README.md says why the second is enough there.
 */
export interface ResponseCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

type JsonKind<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends readonly unknown[]
        ? 'array'
        : V extends object
          ? 'object'
          : never;

/**
 * Every field of T with its JSON type, '?' marking one that may be null or absent. Derived from
 * the contract's type, so a field the contract adds or retypes fails to compile until it is here.
 */
export type Structure<T> = {
  [K in keyof T]-?: undefined extends T[K]
    ? `${JsonKind<NonNullable<T[K]>>}?`
    : null extends T[K]
      ? `${JsonKind<NonNullable<T[K]>>}?`
      : JsonKind<T[K]>;
};

function fits(value: unknown, kind: string): boolean {
  if (kind.endsWith('?')) return value == null || fits(value, kind.slice(0, -1));
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'object') return isObject(value);
  return typeof value === kind;
}

export function checkWith<T>(isValid: (value: unknown) => value is T): ResponseCheck<T> {
  return { safeParse: (value) => (isValid(value) ? { success: true, data: value } : { success: false }) };
}

/** An object whose every field has the JSON type the contract gives it; the values are not checked further. */
export function structure<T>(fields: Structure<T>): ResponseCheck<T> {
  const entries = Object.entries<string>(fields);
  return checkWith((value): value is T => isObject(value) && entries.every(([name, kind]) => fits(value[name], kind)));
}

export function listOf<T>(item: ResponseCheck<T>): ResponseCheck<T[]> {
  return checkWith((value): value is T[] => Array.isArray(value) && value.every((entry) => item.safeParse(entry).success));
}
