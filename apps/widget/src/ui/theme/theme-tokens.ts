import type { ThemeSettings } from '@ferry/contracts';
import { PALETTES } from './palettes.js';
import type { ThemeTokens } from './theme-contract.js';

/**
 * The partner's validated colours laid over the base palette of the chosen mode. brandColor is
 * the accent and themeColor its older alias; the primary button takes primaryButtonFillColor,
 * else themeColor, else the brand colour. Partner colours arrive readable: accessible-colours.ts
 * adjusts them, and gives a partner's button fill its text colour, before the first paint.
 */
export function themeTokens(settings: ThemeSettings): ThemeTokens {
  const base = PALETTES[settings.colorMode];
  const c = settings.colors;
  const brand = c.brandColor ?? c.themeColor;
  const buttonFill = c.primaryButtonFillColor ?? c.themeColor ?? c.brandColor;
  return {
    shadows: base.shadows,
    colors: {
      ...base.colors,
      brand: brand ?? base.colors.brand,
      textPrimary: c.textPrimaryColor ?? base.colors.textPrimary,
      textSecondary: c.textSecondaryColor ?? base.colors.textSecondary,
      label: c.labelTextColor ?? base.colors.label,
      border: c.borderColor ?? base.colors.border,
      surface: c.surfaceFillColor ?? base.colors.surface,
      background: c.widgetBackgroundFillColor ?? base.colors.background,
      success: c.greenColor ?? base.colors.success,
      error: c.redColor ?? base.colors.error,
      buttonFill: buttonFill ?? base.colors.buttonFill,
      buttonText: c.primaryButtonTextColor ?? base.colors.buttonText,
    },
  };
}
