export {
  PARAM_GROUPS,
  SESSION_OVERRIDE_REASON,
  mergeSessionParams,
} from './merge-session-params.js';
export type { QueryEntries, SessionWidgetParams } from './merge-session-params.js';
