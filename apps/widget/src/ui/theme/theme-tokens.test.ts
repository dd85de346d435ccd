import { describe, expect, it } from 'vitest';
import { readableTextOn, relativeLuminance } from './contrast.js';
import { PALETTES } from './palettes.js';
import { cssVariables, themeContract } from './theme-contract.js';
import { themeTokens } from './theme-tokens.js';

const contractNames = Object.values(themeContract).flatMap((group) => Object.values(group));

describe('the theme is a typed token set turned into custom properties', () => {
  it.each(['LIGHT', 'DARK'] as const)('the %s palette fills every property of the contract', (mode) => {
    const variables = cssVariables(PALETTES[mode]);
    expect(Object.keys(variables).sort()).toEqual([...contractNames].sort());
  });

  it('without partner colours the mode palette is used as is', () => {
    expect(themeTokens({ colorMode: 'DARK', colors: {} })).toEqual(PALETTES.DARK);
  });
});

describe('partner colours are laid over the mode palette', () => {
  it('brandColor sets the accent and the primary button', () => {
    const tokens = themeTokens({ colorMode: 'LIGHT', colors: { brandColor: '#ff5500' } });
    expect(tokens.colors.brand).toBe('#ff5500');
    expect(tokens.colors.buttonFill).toBe('#ff5500');
  });

  it('primaryButtonFillColor wins over themeColor, which wins over brandColor, for the button', () => {
    const all = { brandColor: '#111111', themeColor: '#222222', primaryButtonFillColor: '#333333' };
    expect(themeTokens({ colorMode: 'LIGHT', colors: all }).colors.buttonFill).toBe('#333333');
    const noFill = { brandColor: '#111111', themeColor: '#222222' };
    expect(themeTokens({ colorMode: 'LIGHT', colors: noFill }).colors.buttonFill).toBe('#222222');
  });

  it('each colour option reaches its token', () => {
    const tokens = themeTokens({
      colorMode: 'DARK',
      colors: {
        textPrimaryColor: '#010101',
        textSecondaryColor: '#020202',
        labelTextColor: '#030303',
        borderColor: '#040404',
        surfaceFillColor: '#050505',
        widgetBackgroundFillColor: '#060606',
        greenColor: '#070707',
        redColor: '#080808',
        primaryButtonTextColor: '#090909',
      },
    });
    expect(tokens.colors).toMatchObject({
      textPrimary: '#010101',
      textSecondary: '#020202',
      label: '#030303',
      border: '#040404',
      surface: '#050505',
      background: '#060606',
      success: '#070707',
      error: '#080808',
      buttonText: '#090909',
    });
  });
});

describe('contrast helper', () => {
  it('reads 3, 4, 6 and 8 digit colours', () => {
    expect(relativeLuminance('#fff')).toBeCloseTo(1);
    expect(relativeLuminance('#000f')).toBeCloseTo(0);
    expect(relativeLuminance('#ffffff80')).toBeCloseTo(1);
    expect(relativeLuminance('nonsense')).toBeNull();
  });

  it('picks white text on black and dark text on white', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#ffffff')).toBe('#0f172a');
  });
});
