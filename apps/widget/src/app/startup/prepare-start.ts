import type { RejectedWidgetParam, SigningVerdictResponse, WidgetSessionResponse } from '@ferry/contracts';
import { dropUnsignedParams, mergeSessionParams, type QueryEntries } from '@ferry/rules';
import { sessionStore } from '../../stores/session-store.js';
import { resetForPartnerSession, type PartnerSessionResetDeps } from './partner-session-reset.js';
import { needsSignatureCheck, toSearch, withoutPartnerSessionParams, type PreparedStart } from './start-kind.js';

export interface PrepareStartDeps extends PartnerSessionResetDeps {
  defaultApiKey: string;
  getSession: (sessionId: string) => Promise<WidgetSessionResponse>;
  exchangeToken: (input: { ott: string; partnerApiKey: string }) => Promise<{ id: string }>;
  verifyWidgetQuery: (input: { apiKey: string; query: string }) => Promise<SigningVerdictResponse>;
}

export type { PreparedStart };

const failure = (name: string, reason: string): RejectedWidgetParam => ({ name, value: '', reason });
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'request failed').slice(0, 300);

const entriesOf: (search: string) => QueryEntries = withoutPartnerSessionParams;

/** Asks the server about the signature; a verdict it cannot give leaves the values untrusted. */
async function signingVerdict(deps: PrepareStartDeps, apiKey: string, search: string): Promise<SigningVerdictResponse> {
  try {
    return await deps.verifyWidgetQuery({ apiKey, query: search });
  } catch {
    return { requiresSignedUrl: true, isSigned: false, isValid: false };
  }
}

/**
 * Before the first render: hands a partner session or one-time token over (spec 000 section 4
 * "When a sessionId or ott parameter arrives"), drops what an unsigned URL may not set, and
 * merges the session's parameters so the URL cannot override them. Never throws: whatever fails
 * is listed as rejected and the widget opens with the rest.
 */
export async function prepareStart(search: string, deps: PrepareStartDeps): Promise<PreparedStart> {
  const url = new URLSearchParams(search);
  const sessionId = url.get('sessionId')?.trim();
  const ott = url.get('ott')?.trim();
  const rejected: RejectedWidgetParam[] = [];
  if (sessionId || ott) await resetForPartnerSession(deps);

  let partnerApiKey = url.get('apiKey')?.trim() || deps.defaultApiKey;
  let session: WidgetSessionResponse | undefined;
  if (sessionId) {
    try {
      session = await deps.getSession(sessionId);
      partnerApiKey = session.partnerApiKey;
      if (session.authContext.userAccessToken) sessionStore.set('authToken', session.authContext.userAccessToken);
    } catch (error) {
      rejected.push(failure('sessionId', reasonOf(error)));
    }
  }

  let entries = entriesOf(search);
  let trustedQuery: string | undefined;
  if (needsSignatureCheck(search)) {
    const verdict = await signingVerdict(deps, partnerApiKey, search);
    const checked = dropUnsignedParams(search, verdict);
    entries = entriesOf(checked.query);
    rejected.push(...checked.rejected);
    if (verdict.isValid) trustedQuery = search;
  }

  if (session) {
    const merged = mergeSessionParams(entries, session);
    entries = merged.entries;
    rejected.push(...merged.rejected);
    trustedQuery = session.signedQuery || undefined;
  }

  if (ott) {
    try {
      const { id } = await deps.exchangeToken({ ott, partnerApiKey });
      sessionStore.set('authToken', id);
    } catch (error) {
      rejected.push(failure('ott', reasonOf(error)));
    }
  }

  return { search: toSearch(entries), trustedQuery, rejected };
}
