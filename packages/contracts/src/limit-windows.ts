/**
 * Limit windows in days, and the label each has on My limits (spec 001 sections 2 and 9). Alone
 * in its file: the start-up bundle's error texts name a window without carrying the limits table.
 */
export const LIMIT_WINDOWS = ['1', '30', '365'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];
export const LIMIT_WINDOW_LABELS: Record<LimitWindow, string> = { '1': 'Today', '30': 'Last 30 days', '365': 'Last 365 days' };
