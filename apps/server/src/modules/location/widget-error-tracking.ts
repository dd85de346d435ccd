import { ERROR_REPLAY_SAMPLE_RATE, SESSION_RECORDING_SAMPLE_RATE, type WidgetErrorTracking } from '@ferry/contracts';
import type { Config } from '../../config/env.js';

/** init-widget's errorTracking: only with WIDGET_ERROR_TRACKING_DSN (off by default). */
export function widgetErrorTrackingOf(config: Pick<Config, 'WIDGET_ERROR_TRACKING_DSN' | 'WIDGET_SESSION_RECORDING_KEY'>): { errorTracking?: WidgetErrorTracking } {
  if (!config.WIDGET_ERROR_TRACKING_DSN) return {};
  return {
    errorTracking: {
      dsn: config.WIDGET_ERROR_TRACKING_DSN,
      replaysOnErrorSampleRate: ERROR_REPLAY_SAMPLE_RATE,
      replaysSessionSampleRate: config.WIDGET_SESSION_RECORDING_KEY ? SESSION_RECORDING_SAMPLE_RATE : 0,
    },
  };
}
