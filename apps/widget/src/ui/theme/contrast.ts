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

/** WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return la === null || lb === null ? null : contrast(la, lb);
}

/** WCAG 2.2 AA for body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;

/**
 * A partner's text colour moved toward black or white, by the least amount that reaches the
 * contrast `ratio` on every one of `backgrounds`; unchanged when it already does (or cannot be read).
 */
export function withContrast(color: string, backgrounds: readonly string[], ratio = AA_TEXT_CONTRAST): string {
  const rgb = channels(color);
  const grounds = backgrounds.map(relativeLuminance).filter((value): value is number => value !== null);
  if (!rgb || grounds.length === 0) return color;
  const worst = (candidate: string) => Math.min(...grounds.map((ground) => contrast(relativeLuminance(candidate)!, ground)));
  if (worst(color) >= ratio) return color;
  const towards = [DARK_TEXT, LIGHT_TEXT].map(channels) as [number, number, number][];
  const target = towards.reduce((best, end) => (worst(hex(end)) > worst(hex(best)) ? end : best));
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = hex(rgb.map((c, i) => c + (target[i]! - c) * t) as [number, number, number]);
    if (worst(mixed) >= ratio) return mixed;
  }
  return hex(target);
}

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
