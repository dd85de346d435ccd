import { THEME_COLOR_OPTIONS } from '@ferry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColorGroup, parseColorMode, parseThemeQuery } from './parse-theme.js';

describe('colorMode is LIGHT or DARK', () => {
  it.each([
    ['DARK', 'DARK'],
    ['dark', 'DARK'],
    [' Dark ', 'DARK'],
    ['light', 'LIGHT'],
    ['LIGHT', 'LIGHT'],
  ] as const)('%s reads as %s (case-insensitive)', (value, mode) => {
    expect(parseColorMode(value)).toBe(mode);
  });

  it.each([undefined, '', 'dim', 'DARKER'])('%s falls back to LIGHT', (value) => {
    expect(parseColorMode(value)).toBe('LIGHT');
  });
});

describe('every colour option is read from the query', () => {
  it.each(THEME_COLOR_OPTIONS)('%s is taken when it is a valid hex colour', (option) => {
    expect(parseThemeQuery({ [option]: '#123456' }).colors).toEqual({ [option]: '#123456' });
  });

  it('themeColor gets a # prefix if missing', () => {
    expect(parseThemeQuery({ themeColor: '00ff00' }).colors.themeColor).toBe('#00ff00');
  });

  it('invalid colour values are ignored and the rest kept', () => {
    const theme = parseThemeQuery({ brandColor: 'javascript:alert(1)', redColor: '#f00', greenColor: '#12345' });
    expect(theme.colors).toEqual({ redColor: '#f00' });
  });

  it('unknown parameters never become colours', () => {
    expect(parseThemeQuery({ fooColor: '#fff', apiKey: 'pk' }).colors).toEqual({});
  });

  it('no options gives the LIGHT default with no colours', () => {
    expect(parseThemeQuery({})).toEqual({ colorMode: 'LIGHT', colors: {} });
  });

  it('whatever the query holds, every colour kept is a valid hex colour of a known option', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...THEME_COLOR_OPTIONS, 'textColors', 'colorMode'), fc.string()), (query) => {
        const theme = parseThemeQuery(query);
        for (const [option, color] of Object.entries(theme.colors)) {
          expect(THEME_COLOR_OPTIONS).toContain(option);
          expect(color).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/);
        }
        expect(['LIGHT', 'DARK']).toContain(theme.colorMode);
      }),
    );
  });
});

describe('grouped options textColors, backgroundColors and borderColors are JSON objects', () => {
  it('a group sets the colour options it names', () => {
    const theme = parseThemeQuery({
      textColors: JSON.stringify({ textPrimaryColor: '#111', textSecondaryColor: '666666' }),
      backgroundColors: JSON.stringify({ widgetBackgroundFillColor: '#000000' }),
      borderColors: JSON.stringify({ borderColor: '#333' }),
    });
    expect(theme.colors).toEqual({
      textPrimaryColor: '#111',
      textSecondaryColor: '#666666',
      widgetBackgroundFillColor: '#000000',
      borderColor: '#333',
    });
  });

  it('a single option wins over the same option in a group', () => {
    const theme = parseThemeQuery({ textPrimaryColor: '#222', textColors: '{"textPrimaryColor":"#111"}' });
    expect(theme.colors.textPrimaryColor).toBe('#222');
  });

  it('the first group naming an option wins', () => {
    const theme = parseThemeQuery({
      textColors: '{"borderColor":"#111"}',
      borderColors: '{"borderColor":"#999"}',
    });
    expect(theme.colors.borderColor).toBe('#111');
  });

  it.each(['not json', '[1,2]', '"#fff"', 'null', '{"textPrimaryColor":"blue"}', '{"unknown":"#fff"}'])(
    'an invalid group %s is ignored',
    (value) => {
      expect(parseColorGroup(value)).toEqual({});
    },
  );

  it('an oversized group is ignored without parsing', () => {
    const huge = JSON.stringify({ textPrimaryColor: '#fff', padding: 'x'.repeat(5000) });
    expect(parseColorGroup(huge)).toEqual({});
  });
});
