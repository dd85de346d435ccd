import { lazy, Suspense } from 'react';
import { hasHostPage } from '../../host/has-host-page.js';
import { Outlet } from '../../routing/index.js';
import { WidgetFrame } from '../../ui/widget-frame.js';
import { SessionRules } from '../session/session-rules.js';
import { ApiEventAlerts } from './api-event-alerts.js';
import { NavigationHistoryTracker } from './navigation-history-tracker.js';
import { StartupGate } from './startup-gate.js';

// Only a host page (the widget framed, or a popup) gets the funnel's events, the confirm-exit
// dialog and the stream's deposit events: a widget without one never loads their code, nor the
// embed protocol's (1.9 kB brotli out of the first load). When there is a host page, index.html's
// inline starter has preloaded this chunk (app/startup/early-start.ts), so it renders at once.
const hostPage = () => import('./host-page-shell.js');
const HostPageShell = lazy(async () => ({ default: (await hostPage()).HostPageShell }));
const StreamDepositEvents = lazy(async () => ({ default: (await hostPage()).StreamDepositEvents }));

/** The root shell every screen renders in. */
export function RootLayout() {
  const hasHost = hasHostPage();
  return (
    <WidgetFrame>
      <NavigationHistoryTracker />
      <StartupGate>
        <Outlet />
        <ApiEventAlerts />
        <SessionRules />
        {hasHost && (
          <Suspense fallback={null}>
            <StreamDepositEvents />
          </Suspense>
        )}
      </StartupGate>
      {hasHost && (
        <Suspense fallback={null}>
          <HostPageShell />
        </Suspense>
      )}
    </WidgetFrame>
  );
}

/** Shown while the first screen's code loads. */
export function RootFallback() {
  return <WidgetFrame>{null}</WidgetFrame>;
}
