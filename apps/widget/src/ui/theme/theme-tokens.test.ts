import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, readableTextOn, relativeLuminance, withContrast } from './contrast.js';
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
    const tokens = themeTokens({ colorMode: 'LIGHT', colors: { brandColor: '#b83d00' } });
    expect(tokens.colors.brand).toBe('#b83d00');
    expect(tokens.colors.buttonFill).toBe('#b83d00');
  });

  it('primaryButtonFillColor wins over themeColor, which wins over brandColor, for the button', () => {
    const all = { brandColor: '#111111', themeColor: '#222222', primaryButtonFillColor: '#333333' };
    expect(themeTokens({ colorMode: 'LIGHT', colors: all }).colors.buttonFill).toBe('#333333');
    const noFill = { brandColor: '#111111', themeColor: '#222222' };
    expect(themeTokens({ colorMode: 'LIGHT', colors: noFill }).colors.buttonFill).toBe('#222222');
  });

  it('each colour option reaches its token (colours readable on the partner surfaces pass unchanged)', () => {
    const tokens = themeTokens({
      colorMode: 'DARK',
      colors: {
        textPrimaryColor: '#f1f1f1',
        textSecondaryColor: '#e2e2e2',
        labelTextColor: '#d3d3d3',
        borderColor: '#040404',
        surfaceFillColor: '#050505',
        widgetBackgroundFillColor: '#060606',
        greenColor: '#70f0a0',
        redColor: '#ff8080',
        primaryButtonTextColor: '#090909',
      },
    });
    expect(tokens.colors).toMatchObject({
      textPrimary: '#f1f1f1',
      textSecondary: '#e2e2e2',
      label: '#d3d3d3',
      border: '#040404',
      surface: '#050505',
      background: '#060606',
      success: '#70f0a0',
      error: '#ff8080',
      buttonText: '#090909',
    });
  });

  it('a partner fill without a text colour gets readable button text', () => {
    expect(themeTokens({ colorMode: 'LIGHT', colors: { brandColor: '#ffd400' } }).colors.buttonText).toBe('#0f172a');
    expect(themeTokens({ colorMode: 'LIGHT', colors: { brandColor: '#1a1a80' } }).colors.buttonText).toBe('#ffffff');
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

describe('partner colours that fail WCAG AA contrast are adjusted (1.4.3, 4.5:1 for text)', () => {
  const aa = (color: string, ground: string) => contrastRatio(color, ground)! >= AA_TEXT_CONTRAST;

  it('a light yellow brand is darkened for text and links, and the button keeps the yellow fill with dark text', () => {
    const { colors } = themeTokens({ colorMode: 'LIGHT', colors: { brandColor: '#ffd400' } });
    expect(contrastRatio('#ffd400', '#ffffff')).toBeLessThan(2);
    expect(colors.brand).not.toBe('#ffd400');
    expect(aa(colors.brand, colors.background) && aa(colors.brand, colors.surface)).toBe(true);
    expect(relativeLuminance(colors.brand)!).toBeLessThan(relativeLuminance('#ffd400')!);
    expect(colors.buttonFill).toBe('#ffd400');
    expect(colors.buttonText).toBe('#0f172a');
  });

  it('pale text, label, red and green on the light palette reach 4.5:1 on the background and the surface', () => {
    const { colors } = themeTokens({
      colorMode: 'LIGHT',
      colors: { textPrimaryColor: '#bbbbbb', textSecondaryColor: '#cccccc', labelTextColor: '#aaaaaa', redColor: '#ff8a8a', greenColor: '#7ee2a8' },
    });
    for (const token of ['textPrimary', 'textSecondary', 'label', 'error', 'success'] as const) {
      expect(aa(colors[token], colors.background), token).toBe(true);
      expect(aa(colors[token], colors.surface), token).toBe(true);
    }
  });

  it('dark text on a partner dark background is lightened, and is measured against the partner surfaces', () => {
    const { colors } = themeTokens({ colorMode: 'DARK', colors: { textSecondaryColor: '#444444', surfaceFillColor: '#222222', widgetBackgroundFillColor: '#111111' } });
    expect(relativeLuminance(colors.textSecondary)!).toBeGreaterThan(relativeLuminance('#444444')!);
    expect(aa(colors.textSecondary, '#222222') && aa(colors.textSecondary, '#111111')).toBe(true);
  });

  it("a partner's button text that is unreadable on its fill is adjusted", () => {
    const { colors } = themeTokens({ colorMode: 'LIGHT', colors: { primaryButtonFillColor: '#3d5afe', primaryButtonTextColor: '#8899ff' } });
    expect(aa(colors.buttonText, '#3d5afe')).toBe(true);
  });

  it('moves a colour by the least step that passes: one step less still fails', () => {
    const adjusted = withContrast('#ff8a8a', ['#ffffff']);
    expect(contrastRatio(adjusted, '#ffffff')!).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(adjusted, '#ffffff')!).toBeLessThan(5.5);
    expect(withContrast('#1a1a80', ['#ffffff'])).toBe('#1a1a80');
    expect(withContrast('nonsense', ['#ffffff'])).toBe('nonsense');
  });
});
