import type { ThemeSettings } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, accessibleTheme, contrastRatio, withContrast } from './accessible-colours.js';
import { relativeLuminance } from './contrast.js';
import { themeTokens } from './theme-tokens.js';

const aa = (color: string, ground: string) => contrastRatio(color, ground)! >= AA_TEXT_CONTRAST;
const tokensOf = (settings: ThemeSettings) => themeTokens(accessibleTheme(settings)).colors;

describe('partner colours that fail WCAG AA contrast are adjusted (1.4.3, 4.5:1 for text)', () => {
  it('a light yellow brand is darkened for text and links; the button keeps the yellow fill, with dark text', () => {
    const colors = tokensOf({ colorMode: 'LIGHT', colors: { brandColor: '#ffd400' } });
    expect(contrastRatio('#ffd400', '#ffffff')).toBeLessThan(2);
    expect(colors.brand).not.toBe('#ffd400');
    expect(aa(colors.brand, colors.background) && aa(colors.brand, colors.surface)).toBe(true);
    expect(relativeLuminance(colors.brand)!).toBeLessThan(relativeLuminance('#ffd400')!);
    expect(colors.buttonFill).toBe('#ffd400');
    expect(colors.buttonText).toBe('#0f172a');
  });

  it('a partner fill without a text colour gets readable button text', () => {
    expect(tokensOf({ colorMode: 'LIGHT', colors: { brandColor: '#ffd400' } }).buttonText).toBe('#0f172a');
    expect(tokensOf({ colorMode: 'LIGHT', colors: { brandColor: '#1a1a80' } }).buttonText).toBe('#ffffff');
  });

  it('themeColor alone: the accent is adjusted, the button fill stays', () => {
    const colors = tokensOf({ colorMode: 'LIGHT', colors: { themeColor: '#7ddcff' } });
    expect(aa(colors.brand, colors.background)).toBe(true);
    expect(colors.buttonFill).toBe('#7ddcff');
  });

  it('pale text, label, red and green on the light palette reach 4.5:1 on the background and the surface', () => {
    const colors = tokensOf({
      colorMode: 'LIGHT',
      colors: { textPrimaryColor: '#bbbbbb', textSecondaryColor: '#cccccc', labelTextColor: '#aaaaaa', redColor: '#ff8a8a', greenColor: '#7ee2a8' },
    });
    for (const token of ['textPrimary', 'textSecondary', 'label', 'error', 'success'] as const) {
      expect(aa(colors[token], colors.background), token).toBe(true);
      expect(aa(colors[token], colors.surface), token).toBe(true);
    }
  });

  it('dark text on a partner dark background is lightened, measured against the partner surfaces', () => {
    const colors = tokensOf({ colorMode: 'DARK', colors: { textSecondaryColor: '#444444', surfaceFillColor: '#222222', widgetBackgroundFillColor: '#111111' } });
    expect(relativeLuminance(colors.textSecondary)!).toBeGreaterThan(relativeLuminance('#444444')!);
    expect(aa(colors.textSecondary, '#222222') && aa(colors.textSecondary, '#111111')).toBe(true);
  });

  it("a partner's button text that is unreadable on its fill is adjusted", () => {
    const colors = tokensOf({ colorMode: 'LIGHT', colors: { primaryButtonFillColor: '#3d5afe', primaryButtonTextColor: '#8899ff' } });
    expect(aa(colors.buttonText, '#3d5afe')).toBe(true);
  });

  it('readable colours, surfaces and borders pass unchanged, and adjusting twice changes nothing more', () => {
    const settings: ThemeSettings = { colorMode: 'DARK', colors: { textPrimaryColor: '#f1f1f1', redColor: '#ff8080', borderColor: '#040404', surfaceFillColor: '#050505' } };
    expect(accessibleTheme(settings)).toEqual(settings);
    const once = accessibleTheme({ colorMode: 'LIGHT', colors: { brandColor: '#ffd400', redColor: '#ff8a8a' } });
    expect(accessibleTheme(once)).toEqual(once);
  });

  it('moves a colour by the least step that passes, and leaves what it cannot read', () => {
    const adjusted = withContrast('#ff8a8a', ['#ffffff']);
    expect(contrastRatio(adjusted, '#ffffff')!).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(adjusted, '#ffffff')!).toBeLessThan(5.2);
    expect(withContrast('#f80', ['#ffffff'])).toMatch(/^#[0-9a-f]{6}$/);
    expect(withContrast('#1a1a80', ['#ffffff'])).toBe('#1a1a80');
    expect(withContrast('nonsense', ['#ffffff'])).toBe('nonsense');
  });
});
