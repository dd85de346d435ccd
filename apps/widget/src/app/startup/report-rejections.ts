import type { RejectedWidgetParam } from '@ferry/contracts';

/** Prefix of the console line a partner looks for while integrating. */
export const REJECTION_LOG_PREFIX = '[Ferry] widget parameters rejected:';

/** Logged in the console for the partner's developer, and sent to the server for the partner's dashboard. */
export function reportRejections(apiKey: string, rejected: readonly RejectedWidgetParam[]): void {
  if (rejected.length === 0) return;
  console.warn(REJECTION_LOG_PREFIX, rejected.map(({ name, value, reason }) => ({ name, value, reason })));
  // Best effort: the widget works the same whether the report arrives or not. Most starts
  // reject nothing, so the call's code is loaded only when there is something to report.
  import('../../api/partner-session/report-param-rejections.js')
    .then(({ reportParamRejections }) => reportParamRejections({ apiKey, rejected: [...rejected] }))
    .catch(() => undefined);
}
