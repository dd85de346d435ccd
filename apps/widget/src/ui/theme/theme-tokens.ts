import type { ThemeSettings } from '@ferry/contracts';
import { readableTextOn, withContrast } from './contrast.js';
import { PALETTES } from './palettes.js';
import type { ThemeTokens } from './theme-contract.js';

/**
 * The partner's validated colours laid over the base palette of the chosen mode. brandColor is
 * the accent and themeColor its older alias; the primary button takes primaryButtonFillColor,
 * else themeColor, else the brand colour.
 */
export function themeTokens(settings: ThemeSettings): ThemeTokens {
  const base = PALETTES[settings.colorMode];
  const c = settings.colors;
  const brand = c.brandColor ?? c.themeColor;
  const buttonFill = c.primaryButtonFillColor ?? c.themeColor ?? c.brandColor;
  const surface = c.surfaceFillColor ?? base.colors.surface;
  const background = c.widgetBackgroundFillColor ?? base.colors.background;
  // Partner colours that text is written in are moved just enough to reach WCAG AA (4.5:1) on
  // the surfaces they are written on; the button keeps its fill, its text is made readable.
  const readable = (color: string | undefined, fallback: string) => (color ? withContrast(color, [background, surface]) : fallback);
  const fill = buttonFill ?? base.colors.buttonFill;
  return {
    shadows: base.shadows,
    colors: {
      ...base.colors,
      brand: readable(brand, base.colors.brand),
      textPrimary: readable(c.textPrimaryColor, base.colors.textPrimary),
      textSecondary: readable(c.textSecondaryColor, base.colors.textSecondary),
      label: readable(c.labelTextColor, base.colors.label),
      border: c.borderColor ?? base.colors.border,
      surface,
      background,
      success: readable(c.greenColor, base.colors.success),
      error: readable(c.redColor, base.colors.error),
      buttonFill: fill,
      buttonText: c.primaryButtonTextColor
        ? withContrast(c.primaryButtonTextColor, [fill])
        : buttonFill
          ? readableTextOn(buttonFill)
          : base.colors.buttonText,
    },
  };
}
