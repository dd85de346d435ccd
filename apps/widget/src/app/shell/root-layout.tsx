import { Outlet } from '../../routing/index.js';
import { WidgetFrame } from '../../ui/widget-frame.js';
import { SessionRules } from '../session/session-rules.js';
import { ApiEventAlerts } from './api-event-alerts.js';
import { ConfirmExitDialog } from './confirm-exit-dialog.js';
import { FunnelReporter } from './funnel-reporter.js';
import { NavigationHistoryTracker } from './navigation-history-tracker.js';
import { StartupGate } from './startup-gate.js';
import { StreamDepositEvents } from './stream-deposit-events.js';

/** The root shell every screen renders in. */
export function RootLayout() {
  return (
    <WidgetFrame>
      <NavigationHistoryTracker />
      <FunnelReporter />
      <StartupGate>
        <Outlet />
        <ApiEventAlerts />
        <SessionRules />
        <StreamDepositEvents />
      </StartupGate>
      <ConfirmExitDialog />
    </WidgetFrame>
  );
}

/** Shown while the first screen's code loads. */
export function RootFallback() {
  return <WidgetFrame>{null}</WidgetFrame>;
}
