import { WIDGET_AMOUNT_MAX_LENGTH } from '@ferry/contracts';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = (reason: string): Checked<never> => ({ ok: false, reason });

/** Deepest JSON nesting accepted; deeper values could exhaust the stack of later readers. */
export const JSON_MAX_DEPTH = 32;

const ABSENT_TEXTS = new Set(['', 'null', 'undefined']);

/** Null values are dropped: empty, `null` and `undefined` read as a parameter never sent. */
export function isAbsentValue(value: string): boolean {
  return ABSENT_TEXTS.has(value.trim().toLowerCase());
}

export function checkText(value: string, maxLength: number): Checked<string> {
  const text = value.trim();
  return text.length > maxLength ? refuse(`longer than ${maxLength} characters`) : accept(text);
}

/** Booleans are `true` or `false` in any case; nothing else (not 1, yes or on). */
export function checkBoolean(value: string): Checked<boolean> {
  const text = value.trim().toLowerCase();
  if (text === 'true') return accept(true);
  if (text === 'false') return accept(false);
  return refuse('must be true or false');
}

/**
 * Amounts are positive decimals in plain notation, returned in canonical form ("007.50" is
 * "7.5") and kept as strings: money is never a JS float.
 */
export function checkAmount(value: string): Checked<string> {
  const text = value.trim();
  if (text.length > WIDGET_AMOUNT_MAX_LENGTH)
    return refuse(`longer than ${WIDGET_AMOUNT_MAX_LENGTH} characters`);
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '.') return refuse('must be a positive decimal number');
  const integerPart = (match[1] ?? '').replace(/^0+/, '') || '0';
  const fractionPart = (match[2] ?? '').replace(/0+$/, '');
  const amount = fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
  return /[1-9]/.test(amount) ? accept(amount) : refuse('must be more than zero');
}

/** Whole positive numbers (the gas limit) within the safe integer range. */
export function checkPositiveInteger(value: string): Checked<number> {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return refuse('must be a whole positive number');
  const number = Number(text);
  if (!Number.isSafeInteger(number)) return refuse('is too large');
  return number > 0 ? accept(number) : refuse('must be more than zero');
}

function jsonDepth(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > JSON_MAX_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** JSON parameters must parse, and to an object: userData and walletAddressesData are maps. */
export function checkJsonObject(value: string): Checked<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return refuse('is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return refuse('must be a JSON object');
  if (jsonDepth(parsed) > JSON_MAX_DEPTH)
    return refuse(`is nested deeper than ${JSON_MAX_DEPTH} levels`);
  return accept(parsed as Record<string, unknown>);
}

/**
 * Lists: every occurrence split on commas, entries trimmed, empty and null entries dropped,
 * repeats (after `normalise`, which applies the set's casing) kept once in first-seen order.
 */
export function splitList(
  values: readonly string[],
  normalise: (entry: string) => string,
): string[] {
  const entries = new Set<string>();
  for (const value of values)
    for (const part of value.split(','))
      if (!isAbsentValue(part)) entries.add(normalise(part.trim()));
  return [...entries];
}
