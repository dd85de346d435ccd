import type { StatusTone } from '@ferry/rules';

/** Badge colours per status tone (the spec leaves the colours open). */
export const TONE_BACKGROUND: Record<StatusTone, string> = {
  success: 'var(--ferry-colors-success)',
  pending: 'var(--ferry-colors-brand)',
  failure: 'var(--ferry-colors-error)',
};
