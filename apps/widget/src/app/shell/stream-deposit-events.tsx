import { lazy, Suspense, useMemo } from 'react';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { hostChannel } from '../../host/embed-protocol.js';

// Loaded only for a stream user in an embedded widget: it parses with the contracts' zod schemas.
const StreamDepositPoller = lazy(async () => ({ default: (await import('../stream-deposit-poller.js')).StreamDepositPoller }));

/** Deposit events for the host page while the widget is open, for an onboarded stream user. */
export function StreamDepositEvents() {
  const { user } = useUser(usePartner().data?.apiKey);
  const isStreamUser = user?.offRampStream.isOnboardingComplete === true;
  const channel = useMemo(() => (isStreamUser ? hostChannel() : null), [isStreamUser]);
  if (!channel) return null;
  return (
    <Suspense fallback={null}>
      <StreamDepositPoller channel={channel} />
    </Suspense>
  );
}
