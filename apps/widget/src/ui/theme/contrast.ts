const DARK_TEXT = '#0f172a';
const LIGHT_TEXT = '#ffffff';

function channels(hex: string): [number, number, number] | null {
  const digits = hex.replace('#', '');
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (alpha ignored). */
export function relativeLuminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Text colour that stays readable on a partner's fill when the partner set the fill but not its
 * text colour (a yellow button with white text is unreadable).
 */
export function readableTextOn(fill: string): string {
  const luminance = relativeLuminance(fill);
  if (luminance === null) return LIGHT_TEXT;
  const onLight = contrast(luminance, relativeLuminance(LIGHT_TEXT)!);
  const onDark = contrast(luminance, relativeLuminance(DARK_TEXT)!);
  return onLight >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
