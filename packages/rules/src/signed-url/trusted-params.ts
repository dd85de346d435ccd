import { WIDGET_REJECTED_VALUE_MAX_LENGTH } from '@ferry/contracts';
import type { RejectedWidgetParam, WidgetParamName } from '@ferry/contracts';
import { bareQuery, pairValue, queryPairs } from './query-pairs.js';
import type { SignatureCheck } from './signature.js';

/** Parameters a signed URL (or a partner session) makes trusted: they say where money goes and who the user is. */
export const SIGNED_ONLY_PARAMS = [
  'walletAddress',
  'walletAddressesData',
  'email',
  'userData',
] as const satisfies readonly WidgetParamName[];
export type SignedOnlyParam = (typeof SIGNED_ONLY_PARAMS)[number];

const signedOnly: ReadonlySet<string> = new Set(SIGNED_ONLY_PARAMS);

export function isSignedOnlyParam(name: string): name is SignedOnlyParam {
  return signedOnly.has(name);
}

export interface SigningVerdict extends SignatureCheck {
  requiresSignedUrl: boolean;
}

/** Whether the signed-only parameters of this query may be used. */
export function areSignedOnlyParamsAllowed(verdict: SigningVerdict): boolean {
  return !verdict.requiresSignedUrl || verdict.isValid;
}

export function unsignedReason(verdict: SignatureCheck): string {
  return verdict.isSigned
    ? 'the partner requires a signed URL for this parameter and the signature does not match'
    : 'the partner requires a signed URL for this parameter and the URL is not signed';
}

const cut = (text: string) => text.slice(0, WIDGET_REJECTED_VALUE_MAX_LENGTH);

/**
 * For a partner that requires signing, an unsigned or wrongly signed URL loses walletAddress,
 * walletAddressesData, email and userData; each is listed as rejected. Everything else stays as
 * written, in its order.
 */
export function dropUnsignedParams(
  rawQuery: string,
  verdict: SigningVerdict,
): { query: string; rejected: RejectedWidgetParam[] } {
  if (areSignedOnlyParamsAllowed(verdict)) return { query: bareQuery(rawQuery), rejected: [] };
  const pairs = queryPairs(rawQuery);
  const reason = unsignedReason(verdict);
  return {
    query: pairs
      .filter((pair) => !isSignedOnlyParam(pair.key))
      .map((pair) => pair.raw)
      .join('&'),
    rejected: pairs
      .filter((pair) => isSignedOnlyParam(pair.key))
      .map((pair) => ({ name: pair.key, value: cut(pairValue(pair)), reason })),
  };
}

/** The signed-only values a query carries, decoded; a key given twice is ambiguous and reads as absent. */
export function signedOnlyValues(rawQuery: string): Partial<Record<SignedOnlyParam, string>> {
  const values: Partial<Record<SignedOnlyParam, string>> = {};
  const repeated = new Set<string>();
  for (const pair of queryPairs(rawQuery)) {
    if (!isSignedOnlyParam(pair.key)) continue;
    if (values[pair.key] !== undefined) repeated.add(pair.key);
    values[pair.key] = pairValue(pair);
  }
  for (const key of repeated) delete values[key as SignedOnlyParam];
  return values;
}
