import type { WidgetErrorTracking } from '@ferry/contracts';
import type * as SentryClient from './sentry-client.js';

/**
 * The widget's error tracking (spec 000 section 9, spec 001 section 7), off by default. init-widget
 * says whether the deployment configured it; only then is Sentry's browser SDK loaded, by a
 * dynamic import, so it never weighs on the exchange's first load. Errors reported before the
 * answer wait (a few at most) and are dropped when tracking is off.
 */
type Client = typeof SentryClient;
type Report = { error: unknown; context: Record<string, string> };

const MAX_WAITING = 10;
let state: { kind: 'undecided'; waiting: Report[] } | { kind: 'off' } | { kind: 'on'; client: Promise<Client | null> } = { kind: 'undecided', waiting: [] };

/** Applies init-widget's errorTracking (absent: off). Only the first decision counts. */
export function configureErrorTracking(settings: WidgetErrorTracking | undefined): void {
  if (state.kind !== 'undecided') return;
  const { waiting } = state;
  if (!settings) {
    state = { kind: 'off' };
    return;
  }
  const client = import('./sentry-client.js')
    .then((module) => {
      module.startSentry(settings);
      return module;
    })
    .catch(() => null);
  state = { kind: 'on', client };
  for (const report of waiting) reportError(report.error, report.context);
}

/** Reports an error to error tracking when it is on; never throws, never shows anything. */
export function reportError(error: unknown, context: Record<string, string> = {}): void {
  if (state.kind === 'off') return;
  if (state.kind === 'undecided') {
    if (state.waiting.length < MAX_WAITING) state.waiting.push({ error, context });
    return;
  }
  void state.client.then((client) => client?.captureError(error, context));
}

/** Tests only: back to undecided. */
export function resetErrorTrackingForTests(): void {
  state = { kind: 'undecided', waiting: [] };
}
