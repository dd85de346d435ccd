import type { WidgetParamName, WidgetParams } from '@ferry/contracts';
import { NFT_PARAMS, ONE_CLICK_PARAMS } from './param-kinds.js';
import { dropWithReason, silently } from './rule-types.js';
import type { RuleContext, RuleResult } from './rule-types.js';

export function isNftOrder(params: WidgetParams, { partner }: RuleContext): boolean {
  return params.isNFT === true && partner.isNftEnabled;
}

/** A one-click (Ferry One) order: isFerryOne is true and the partner has Ferry One enabled (isFerryOneEnabled). */
export function isOneClickOrder(params: WidgetParams, { partner }: RuleContext): boolean {
  return params.isFerryOne === true && partner.isFerryOneEnabled;
}

const oneClickNames: ReadonlySet<WidgetParamName> = new Set(ONE_CLICK_PARAMS);
const nftNames: ReadonlySet<WidgetParamName> = new Set(NFT_PARAMS);
const nftOnly = NFT_PARAMS.filter((name) => !oneClickNames.has(name));
const oneClickOnly = ONE_CLICK_PARAMS.filter((name) => !nftNames.has(name));
const shared = NFT_PARAMS.filter((name) => oneClickNames.has(name));

const NFT_REASON = 'kept only when isNFT is true and the partner has NFT enabled';
const ONE_CLICK_REASON = 'kept only when isFerryOne is true';
const SHARED_REASON = `${NFT_REASON}, or when isFerryOne is true`;

function dropBoth(first: RuleResult, next: (params: WidgetParams) => RuleResult): RuleResult {
  const second = next(first.params);
  return { params: second.params, rejected: [...first.rejected, ...second.rejected] };
}

/**
 * NFT parameters are kept only when isNFT is true and the partner has NFT enabled; those a
 * one-click order also sends stay for it. isNFT itself goes when the partner lacks NFT.
 */
export function keepNftParamsOnlyForNftOrders(
  params: WidgetParams,
  context: RuleContext,
): RuleResult {
  if (isNftOrder(params, context)) return silently(params);
  let result = dropWithReason(params, nftOnly, NFT_REASON);
  if (!isOneClickOrder(params, context))
    result = dropBoth(result, (current) => dropWithReason(current, shared, SHARED_REASON));
  if (params.isNFT === true)
    result = dropBoth(result, (current) =>
      dropWithReason(current, ['isNFT'], 'the partner does not have NFT enabled'),
    );
  return result;
}

/**
 * One-click parameters are kept only when isFerryOne is true (shared ones also for NFT orders).
 * isFerryOne itself goes when the partner lacks Ferry One, as isNFT does: the server would refuse
 * every one-click quote of that partner.
 */
export function keepOneClickParamsOnlyForFerryOne(
  params: WidgetParams,
  context: RuleContext,
): RuleResult {
  if (isOneClickOrder(params, context)) return silently(params);
  let result = dropWithReason(params, oneClickOnly, ONE_CLICK_REASON);
  if (!isNftOrder(params, context))
    result = dropBoth(result, (current) => dropWithReason(current, shared, SHARED_REASON));
  if (params.isFerryOne === true)
    result = dropBoth(result, (current) =>
      dropWithReason(current, ['isFerryOne'], 'the partner does not have Ferry One enabled'),
    );
  return result;
}

/** isFerryStreamOffRamp needs a crypto code and a non-empty networks list. */
export function streamOffRampNeedsCryptoCodeAndNetworks(params: WidgetParams): RuleResult {
  const isReady = Boolean(params.cryptoCurrencyCode) && (params.networks?.length ?? 0) > 0;
  return params.isFerryStreamOffRamp === true && !isReady
    ? dropWithReason(params, ['isFerryStreamOffRamp'], 'needs cryptoCurrencyCode and networks')
    : silently(params);
}
