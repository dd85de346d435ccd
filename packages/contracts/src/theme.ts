import { z } from 'zod';
import { ColorMode } from './enums.js';
import { THEME_COLOR_OPTIONS } from './theme-options.js';

export const ThemeSettings = z.object({
  colorMode: ColorMode,
  colors: z.partialRecord(z.enum(THEME_COLOR_OPTIONS), z.string()),
});
export type ThemeSettings = z.infer<typeof ThemeSettings>;
