import type { ThemeColorOption, ThemeSettings } from '@ferry/contracts';
import { readableTextOn, relativeLuminance } from './contrast.js';
import { PALETTES } from './palettes.js';

// Loaded only when a partner sets colours (app/startup), so the plain exchange's first load stays small.

const DARK_TEXT = '#0f172a';
const LIGHT_TEXT = '#ffffff';

/** WCAG 2.2 AA for body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return la === null || lb === null ? null : (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The lowest contrast of a colour on any of the grounds (21 where one cannot be read). */
const lowest = (color: string, grounds: readonly string[]) => Math.min(...grounds.map((ground) => contrastRatio(color, ground) ?? 21));

const channels = (hex: string) => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex.length < 6 ? hex.replace(/\w/g, '$&$&') : hex);
  return match ? match.slice(1, 4).map((pair) => parseInt(pair, 16)) : null;
};

/**
 * A text colour moved toward dark or white text, in twentieths, by the least amount that reaches
 * `ratio` on every one of the grounds; unchanged when it already does or is not a colour.
 */
export function withContrast(color: string, grounds: readonly string[], ratio = AA_TEXT_CONTRAST): string {
  const rgb = channels(color);
  const end = channels(lowest(LIGHT_TEXT, grounds) >= lowest(DARK_TEXT, grounds) ? LIGHT_TEXT : DARK_TEXT)!;
  for (let step = 0; rgb && step <= 20; step += 1) {
    const mixed = step ? `#${rgb.map((c, i) => Math.round(c + ((end[i]! - c) * step) / 20).toString(16).padStart(2, '0')).join('')}` : color;
    if (lowest(mixed, grounds) >= ratio) return mixed;
  }
  return color;
}

/** The partner colours text is written in (on the background and the surface). */
const TEXT_COLOURS: readonly ThemeColorOption[] = ['textPrimaryColor', 'textSecondaryColor', 'labelTextColor', 'greenColor', 'redColor'];

/**
 * The partner's theme with every colour that text is written in moved just enough to reach WCAG
 * AA (4.5:1) on the surfaces it is written on. The accent (brandColor, else themeColor) is text
 * too (links, badges); the primary button keeps the partner's fill, and its text is the partner's
 * made readable on it, or else white or dark, whichever reads better (a yellow button with white
 * text is unreadable).
 */
export function accessibleTheme(settings: ThemeSettings): ThemeSettings {
  const base = PALETTES[settings.colorMode].colors;
  const given = settings.colors;
  const grounds = [given.widgetBackgroundFillColor ?? base.background, given.surfaceFillColor ?? base.surface];
  const colors = { ...given };
  for (const option of TEXT_COLOURS) {
    const color = given[option];
    if (color) colors[option] = withContrast(color, grounds);
  }
  const accent = given.brandColor ?? given.themeColor;
  const fill = given.primaryButtonFillColor ?? given.themeColor ?? given.brandColor;
  if (accent) colors.brandColor = withContrast(accent, grounds);
  if (fill) {
    colors.primaryButtonFillColor = fill;
    colors.primaryButtonTextColor = given.primaryButtonTextColor ? withContrast(given.primaryButtonTextColor, [fill]) : readableTextOn(fill);
  } else if (given.primaryButtonTextColor) colors.primaryButtonTextColor = withContrast(given.primaryButtonTextColor, [base.buttonFill]);
  return { ...settings, colors };
}
