import {
  THEME_COLOR_OPTIONS,
  THEME_GROUP_OPTIONS,
  type ColorMode,
  type ThemeColorOption,
  type ThemeSettings,
} from '@ferry/contracts';
import { normaliseThemeColor } from './color.js';

/** Query values as the widget reads them; absent options are undefined. */
export type ThemeQuery = Readonly<Record<string, string | undefined>>;

export const DEFAULT_COLOR_MODE: ColorMode = 'LIGHT';

/** A group longer than this is not a theme but an attempt to make the parser work. */
const MAX_GROUP_LENGTH = 4000;

export function parseColorMode(value: string | undefined): ColorMode {
  const mode = value?.trim().toUpperCase();
  return mode === 'DARK' || mode === 'LIGHT' ? mode : DEFAULT_COLOR_MODE;
}

function isThemeColorOption(key: string): key is ThemeColorOption {
  return (THEME_COLOR_OPTIONS as readonly string[]).includes(key);
}

/** A grouped option: a JSON object whose keys are colour options; anything else is ignored. */
export function parseColorGroup(value: string | undefined): ThemeSettings['colors'] {
  if (!value || value.length > MAX_GROUP_LENGTH) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const colors: ThemeSettings['colors'] = {};
  for (const [key, raw] of Object.entries(parsed)) {
    const color = normaliseThemeColor(raw);
    if (isThemeColorOption(key) && color) colors[key] = color;
  }
  return colors;
}

/**
 * Theme settings from the widget's query parameters (spec 001 section 5). A single colour
 * option wins over the same option inside a group; among groups the first naming it wins
 * (textColors, backgroundColors, borderColors). Invalid values are ignored.
 */
export function parseThemeQuery(query: ThemeQuery): ThemeSettings {
  const colors: ThemeSettings['colors'] = {};
  for (const group of [...THEME_GROUP_OPTIONS].reverse()) {
    Object.assign(colors, parseColorGroup(query[group]));
  }
  for (const option of THEME_COLOR_OPTIONS) {
    const color = normaliseThemeColor(query[option]);
    if (color) colors[option] = color;
  }
  return { colorMode: parseColorMode(query.colorMode), colors };
}
