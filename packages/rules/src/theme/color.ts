const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A theme colour from the query: hex with 3, 4, 6 or 8 digits (spec 001 section 5), returned
 * with its '#' and lower-cased, or undefined when invalid. The '#' is optional for every option,
 * not only themeColor, because a bare '#' in a URL starts the fragment: partners pass `ff5500`.
 */
export function normaliseThemeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HEX_COLOR.exec(value.trim());
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}
