import type { WidgetErrorTracking } from '@ferry/contracts';
import { scrubDeep, scrubReport } from '@ferry/rules';
import * as Sentry from '@sentry/browser';

/**
 * Sentry's browser SDK, loaded only when error tracking is on (error-tracking.ts). Replays: 5% of
 * sessions with an error, and the share of all sessions init-widget gives (50% with a
 * session-recording key, else none); text, inputs and media are masked in replays. Every event
 * and breadcrumb is scrubbed of personal data before it leaves (packages/rules scrub.ts).
 */
export function startSentry(settings: WidgetErrorTracking): void {
  const withReplay = settings.replaysOnErrorSampleRate > 0 || settings.replaysSessionSampleRate > 0;
  Sentry.init({
    dsn: settings.dsn,
    // No user info, cookies, headers or bodies collected; query values filtered (scrubReport does the rest).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    integrations: (defaults) => [
      ...defaults,
      ...(withReplay ? [Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })] : []),
    ],
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
}

export function captureError(error: unknown, context: Record<string, string>): void {
  Sentry.withScope((scope) => {
    for (const [key, value] of Object.entries(context)) scope.setTag(key, value);
    Sentry.captureException(error);
  });
}
