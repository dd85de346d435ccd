import { scrubReport } from '@ferry/rules';
import type { Config } from '../config/env.js';

/** Where the server's unexpected errors go (spec 000 section 9). */
export interface ErrorTracker {
  readonly isEnabled: boolean;
  /** Reports an error with the request's trace id and route (never its body, headers or query values). */
  capture(error: unknown, context: { traceId?: string; method?: string; route?: string }): void;
  /** Waits for the reports on their way (shutdown, tests). */
  flush(timeoutMs?: number): Promise<boolean>;
}

const OFF: ErrorTracker = { isEnabled: false, capture: () => undefined, flush: () => Promise.resolve(true) };

/**
 * The server's error tracker: off without ERROR_TRACKING_DSN; with it, Sentry's Node client.
 * The client is Ferry's own (no global init, no automatic instrumentation), so several apps in
 * one process (tests) do not share it, and nothing is reported but what capture is given.
 * Every event is scrubbed of personal data before it leaves (scrubReport). Sentry is loaded only
 * with a DSN: it holds about 11 MiB of the server's heap (issue 17's memory aims).
 */
export async function createErrorTracker(config: Pick<Config, 'ERROR_TRACKING_DSN' | 'FERRY_MODE'>): Promise<ErrorTracker> {
  if (!config.ERROR_TRACKING_DSN) return OFF;
  const { defaultStackParser, makeNodeTransport, NodeClient, Scope } = await import('@sentry/node');
  const client = new NodeClient({
    dsn: config.ERROR_TRACKING_DSN,
    environment: config.FERRY_MODE,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // No user info, cookies, headers or bodies collected; query values filtered (scrubReport does the rest).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: () => null,
  });
  client.init();
  return {
    isEnabled: true,
    capture(error, { traceId, method, route }) {
      const scope = new Scope();
      scope.setClient(client);
      if (traceId) scope.setTag('trace_id', traceId);
      if (method && route) scope.setTag('route', `${method} ${route}`);
      scope.captureException(error);
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
  };
}
