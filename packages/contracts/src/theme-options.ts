// Plain lists, with no zod, for the widget's first screen; theme.ts builds the schema from them.

/** Colour options a partner can pass in the query (spec 001 section 5 "Theming"). */
export const THEME_COLOR_OPTIONS = [
  'brandColor',
  'textPrimaryColor',
  'textSecondaryColor',
  'borderColor',
  'surfaceFillColor',
  'widgetBackgroundFillColor',
  'greenColor',
  'redColor',
  'labelTextColor',
  'primaryButtonTextColor',
  'primaryButtonFillColor',
  'themeColor',
] as const;
export type ThemeColorOption = (typeof THEME_COLOR_OPTIONS)[number];

/** Grouped colour options; each is a JSON object of the colour options above. */
export const THEME_GROUP_OPTIONS = ['textColors', 'backgroundColors', 'borderColors'] as const;
