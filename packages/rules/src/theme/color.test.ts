import { describe, expect, it } from 'vitest';
import { normaliseThemeColor } from './color.js';

describe('theme colours are accepted only as hex with 3, 4, 6 or 8 digits', () => {
  it.each([
    ['#abc', '#abc'],
    ['#abcd', '#abcd'],
    ['#A1B2C3', '#a1b2c3'],
    ['#a1b2c3d4', '#a1b2c3d4'],
  ])('%s is accepted', (value, expected) => {
    expect(normaliseThemeColor(value)).toBe(expected);
  });

  it.each(['#ab', '#abcde', '#abcdefg', '#a1b2c3d', '#a1b2c3d4e', '#ggg', 'red', 'rgb(0,0,0)', '', '##abc', '#abc;x'])(
    '%s is ignored',
    (value) => {
      expect(normaliseThemeColor(value)).toBeUndefined();
    },
  );

  it('gets a # prefix when it is missing', () => {
    expect(normaliseThemeColor('ff5500')).toBe('#ff5500');
    expect(normaliseThemeColor('FFF')).toBe('#fff');
  });

  it('anything that is not a string is ignored', () => {
    expect(normaliseThemeColor(0xffffff)).toBeUndefined();
    expect(normaliseThemeColor(null)).toBeUndefined();
    expect(normaliseThemeColor({ color: '#fff' })).toBeUndefined();
  });
});
