import type { RejectedWidgetParam } from '@ferry/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../stores/session-store.js';
import { bootSession } from '../boot.js';
import { hasHostPage } from '../../host/has-host-page.js';
import { consultDoctor, isWorthConsulting } from '../consult-doctor.js';
import { isPlainStart, plainStart } from './start-kind.js';

let startRejections: RejectedWidgetParam[] = [];

/** What the start refused before normalisation; handed over once, to be reported with the rest. */
export function takeStartRejections(): RejectedWidgetParam[] {
  const taken = startRejections;
  startRejections = [];
  return taken;
}

/**
 * Runs before the first render: the partner session or one-time token, the signature check (their
 * code loaded only for a start that needs it), then the shell's boot with the resulting query,
 * then, when there is a host page, its origin (after the partner session's reset, which clears
 * it) and the link to it (embed protocol), then the integration doctor's checks. A fresh configuration forgets the previous one's normalised
 * parameters, so they are computed anew for it.
 */
export async function startWidget(search: string, queryClient: QueryClient): Promise<void> {
  const prepared = isPlainStart(search)
    ? plainStart(search)
    : await import('./partner-start.js').then(({ preparePartnerStart }) => preparePartnerStart(search, queryClient));
  const isFresh = bootSession(prepared.search);
  // Partner colours that fail AA contrast are adjusted before the first paint (their code loads only then).
  const theme = sessionStore.get('theme');
  if (theme && Object.keys(theme.colors).length) sessionStore.set('theme', (await import('../../ui/theme/accessible-colours.js')).accessibleTheme(theme));
  // The link to the host page (the embed protocol, 1.3 kB) loads only when there is one, framed or
  // opened as a popup; index.html's inline starter has preloaded its chunk then (early-start.ts).
  let hostOrigin: string | null = null;
  if (hasHostPage()) hostOrigin = (await import('../host-link.js')).startHostLink(queryClient, { isFreshStart: isFresh });
  else sessionStore.remove('hostOrigin');
  const nftData = sessionStore.get('queryParams')?.nftData;
  if (isWorthConsulting(nftData)) {
    consultDoctor((doctor) => {
      doctor.insecureHost(window, hostOrigin);
      doctor.missingPaymentPermission();
      doctor.nftData(nftData);
    });
  }
  if (isFresh) {
    sessionStore.remove('widgetParams');
    if (prepared.trustedQuery) sessionStore.set('trustedQuery', prepared.trustedQuery);
    else sessionStore.remove('trustedQuery');
  }
  startRejections = prepared.rejected;
}
