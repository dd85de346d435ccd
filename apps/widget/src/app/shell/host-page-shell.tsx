import { ConfirmExitDialog } from './confirm-exit-dialog.js';
import { FunnelReporter } from './funnel-reporter.js';

export { StreamDepositEvents } from './stream-deposit-events.js';

/** What the shell does for a host page: the funnel's events for it, and the confirm-exit dialog it can open. */
export function HostPageShell() {
  return (
    <>
      <FunnelReporter />
      <ConfirmExitDialog />
    </>
  );
}
