import type { RejectedWidgetParam } from '@ferry/contracts';
import { SIGNATURE_PARAM, isSignedOnlyParam, queryPairs } from '@ferry/rules';

/** The start URL parameters that hand the widget a partner session or a one-time token. */
export const PARTNER_SESSION_PARAMS = ['sessionId', 'ott'] as const;

export interface PreparedStart {
  /** The query the widget runs with: session and URL merged, untrusted values dropped, no sessionId or ott. */
  search: string;
  /** Where the trusted values came from (a signed URL, a session's signedQuery), when anywhere. */
  trustedQuery: string | undefined;
  /** What was refused before normalisation, with why. */
  rejected: RejectedWidgetParam[];
}

/** Signing only matters to a query carrying walletAddress, walletAddressesData, email or userData. */
export const needsSignatureCheck = (search: string) =>
  queryPairs(search).some((pair) => isSignedOnlyParam(pair.key) || pair.key === SIGNATURE_PARAM);

/**
 * A plain start hands over no partner session or one-time token and carries nothing whose
 * signature needs checking: most starts. It needs no call before the first render, so the code
 * of the other starts (prepare-start.ts) is loaded only when one arrives.
 */
export function isPlainStart(search: string): boolean {
  const url = new URLSearchParams(search);
  return !url.get('sessionId')?.trim() && !url.get('ott')?.trim() && !needsSignatureCheck(search);
}

/** The query without the partner-session parameters, as the widget runs with it. */
export function withoutPartnerSessionParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(
    ([name]) => !(PARTNER_SESSION_PARAMS as readonly string[]).includes(name),
  );
}

export function toSearch(entries: [string, string][]): string {
  const query = new URLSearchParams(entries).toString();
  return query ? `?${query}` : '';
}

/** What prepareStart gives for a plain start, without its code. */
export function plainStart(search: string): PreparedStart {
  return { search: toSearch(withoutPartnerSessionParams(search)), trustedQuery: undefined, rejected: [] };
}
