import type { SigningVerdictResponse } from '@ferry/contracts';
import {
  areSignedOnlyParamsAllowed,
  checkQuerySignature,
  pairValue,
  queryPairs,
  type SignedOnlyParam,
  signedOnlyValues,
} from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { partnerCredentials } from './partner-credentials.service.js';
import { hmacSha256Base64 } from './tokens.js';

/** A query that names another partner's key was not signed for this one. */
function namesOtherPartner(rawQuery: string, apiKey: string): boolean {
  return queryPairs(rawQuery).some(
    (pair) => pair.key === 'apiKey' && pairValue(pair).trim() !== apiKey,
  );
}

/** Is the raw query signed, and correctly, with this partner's secret; does the partner require it. */
export async function signingVerdict(
  ctx: AppContext,
  { apiKey, rawQuery }: { apiKey: string; rawQuery: string },
): Promise<SigningVerdictResponse> {
  const { secret, requiresSignedUrl } = await partnerCredentials(ctx, apiKey);
  const check = checkQuerySignature(rawQuery, { secret, hmac: hmacSha256Base64 });
  return {
    requiresSignedUrl,
    isSigned: check.isSigned,
    isValid: check.isValid && !namesOtherPartner(rawQuery, apiKey),
  };
}

export type TrustedWidgetParams = SigningVerdictResponse & {
  /** walletAddress, walletAddressesData, email and userData as they may be used: raw text, decoded. */
  values: Partial<Record<SignedOnlyParam, string>>;
};

/**
 * What any module that uses walletAddress, walletAddressesData, email or userData from the
 * widget's query must call with that query (the widget's initQueryString, or a session's
 * signedQuery): for a partner that requires signing, the values count only when the signature
 * holds; otherwise `values` is empty.
 */
export async function trustedWidgetParams(
  ctx: AppContext,
  { apiKey, rawQuery }: { apiKey: string; rawQuery: string },
): Promise<TrustedWidgetParams> {
  const verdict = await signingVerdict(ctx, { apiKey, rawQuery });
  return {
    ...verdict,
    values: areSignedOnlyParamsAllowed(verdict) ? signedOnlyValues(rawQuery) : {},
  };
}

/** The entries as a query string signed with the secret, the way a partner signs a URL. */
export function signQuery(entries: Array<[string, string]>, secret: string): string {
  const query = new URLSearchParams(entries).toString();
  const signature = encodeURIComponent(hmacSha256Base64(secret, query));
  return query === '' ? `signature=${signature}` : `${query}&signature=${signature}`;
}
