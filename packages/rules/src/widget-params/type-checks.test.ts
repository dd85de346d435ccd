import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkBoolean,
  checkJsonObject,
  checkPositiveInteger,
  isAbsentValue,
  JSON_MAX_DEPTH,
  splitList,
} from './type-checks.js';

describe('query parameter types (spec 000 section 5)', () => {
  it('booleans are true or false in any case', () => {
    expect(checkBoolean('true')).toEqual({ ok: true, value: true });
    expect(checkBoolean('TRUE')).toEqual({ ok: true, value: true });
    expect(checkBoolean('False')).toEqual({ ok: true, value: false });
  });

  it('a boolean that is not true or false is rejected with its reason', () => {
    for (const value of ['1', '0', 'yes', 'on', 'truthy'])
      expect(checkBoolean(value)).toEqual({ ok: false, reason: 'must be true or false' });
  });

  it('amounts are positive decimals kept as canonical decimal strings', () => {
    expect(checkAmount('250')).toEqual({ ok: true, value: '250' });
    expect(checkAmount('007.50')).toEqual({ ok: true, value: '7.5' });
    expect(checkAmount('.5')).toEqual({ ok: true, value: '0.5' });
    expect(checkAmount('1.')).toEqual({ ok: true, value: '1' });
    expect(checkAmount(' 0.0015 ')).toEqual({ ok: true, value: '0.0015' });
  });

  it('amounts keep every digit: money is never a JS float', () => {
    expect(checkAmount('0.1000000000000000055511151231257827')).toEqual({
      ok: true,
      value: '0.1000000000000000055511151231257827',
    });
    expect(checkAmount('12345678901234567890.123456789')).toEqual({
      ok: true,
      value: '12345678901234567890.123456789',
    });
  });

  it('an amount that is zero, negative, in exponent notation or not a number is rejected', () => {
    expect(checkAmount('0')).toEqual({ ok: false, reason: 'must be more than zero' });
    expect(checkAmount('0.000')).toEqual({ ok: false, reason: 'must be more than zero' });
    for (const value of ['-5', '1e3', 'Infinity', 'NaN', '1,5', '.', '12abc', '0x10'])
      expect(checkAmount(value)).toEqual({
        ok: false,
        reason: 'must be a positive decimal number',
      });
    expect(checkAmount('1'.repeat(65))).toEqual({ ok: false, reason: 'longer than 64 characters' });
  });

  it('estimatedGasLimit is a whole positive number', () => {
    expect(checkPositiveInteger('21000')).toEqual({ ok: true, value: 21000 });
    expect(checkPositiveInteger('21000.5')).toEqual({
      ok: false,
      reason: 'must be a whole positive number',
    });
    expect(checkPositiveInteger('0')).toEqual({ ok: false, reason: 'must be more than zero' });
    expect(checkPositiveInteger('9'.repeat(20))).toEqual({ ok: false, reason: 'is too large' });
  });

  it('JSON must parse', () => {
    expect(checkJsonObject('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(checkJsonObject('{a:1}')).toEqual({ ok: false, reason: 'is not valid JSON' });
  });

  it('JSON parameters must be objects and not nested without bound', () => {
    expect(checkJsonObject('[1,2]')).toEqual({ ok: false, reason: 'must be a JSON object' });
    expect(checkJsonObject('null')).toEqual({ ok: false, reason: 'must be a JSON object' });
    const deep = `${'{"a":'.repeat(JSON_MAX_DEPTH + 1)}1${'}'.repeat(JSON_MAX_DEPTH + 1)}`;
    expect(checkJsonObject(deep)).toEqual({ ok: false, reason: 'is nested deeper than 32 levels' });
  });

  it('a list splits on commas; a single string becomes a one-item list', () => {
    const same = (entry: string) => entry;
    expect(splitList(['ethereum'], same)).toEqual(['ethereum']);
    expect(splitList(['ethereum, polygon', 'tron'], same)).toEqual(['ethereum', 'polygon', 'tron']);
  });

  it('a list keeps each entry once, after its casing, and drops empty and null entries', () => {
    const lower = (entry: string) => entry.toLowerCase();
    expect(splitList(['Polygon,polygon,,null', 'POLYGON'], lower)).toEqual(['polygon']);
  });

  it('null values are dropped: empty, null and undefined read as absent', () => {
    for (const value of ['', '  ', 'null', 'NULL', 'undefined'])
      expect(isAbsentValue(value)).toBe(true);
    expect(isAbsentValue('0')).toBe(false);
  });
});
