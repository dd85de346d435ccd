import { normaliseThemeColor } from './color.js';

/**
 * The widget's theme as the hosted card form needs it, so its fields look like the widget's own
 * (issue 19): the colour mode and the colours of a field, its label, border, focus and error.
 */
export interface CardFormTheme {
  mode: 'light' | 'dark';
  text: string;
  label: string;
  placeholder: string;
  border: string;
  field: string;
  brand: string;
  error: string;
}

export const CARD_FORM_COLOR_KEYS = ['text', 'label', 'placeholder', 'border', 'field', 'brand', 'error'] as const;

/** The widget's light palette: what the form shows when no (valid) theme is given. */
export const DEFAULT_CARD_FORM_THEME: CardFormTheme = {
  mode: 'light',
  text: '#0f172a',
  label: '#3f4859',
  placeholder: '#5b6474',
  border: '#e3e7ef',
  field: '#f3f5f9',
  brand: '#3d5afe',
  error: '#e5484d',
};

/**
 * The card form's theme from its query: every colour must be a hex colour (3, 4, 6 or 8 digits,
 * spec 001 section 5) and the mode light or dark; anything else is ignored and the default kept,
 * so nothing but a validated colour ever reaches the form's stylesheet.
 */
export function parseCardFormTheme(query: Readonly<Record<string, unknown>>): CardFormTheme {
  const theme: CardFormTheme = { ...DEFAULT_CARD_FORM_THEME, mode: query.mode === 'dark' ? 'dark' : 'light' };
  for (const key of CARD_FORM_COLOR_KEYS) {
    const colour = normaliseThemeColor(query[key]);
    if (colour) theme[key] = colour;
  }
  return theme;
}

/** The query parameters that carry `theme` to the card form (read back by parseCardFormTheme). */
export function cardFormThemeQuery(theme: CardFormTheme): Record<string, string> {
  return { mode: theme.mode, ...Object.fromEntries(CARD_FORM_COLOR_KEYS.map((key) => [key, theme[key]])) };
}
