import type { WidgetParams } from '@ferry/contracts';

/**
 * The address the partner passed for this crypto: walletAddress, else walletAddressesData by
 * network, else by coin (spec 000 section 3).
 */
export function prefilledWallet(params: WidgetParams, crypto: { symbol: string; network: string }): { address: string; tag: string } {
  if (params.walletAddress) return { address: params.walletAddress, tag: '' };
  const entry = params.walletAddressesData?.networks?.[crypto.network] ?? params.walletAddressesData?.coins?.[crypto.symbol];
  return { address: entry?.address ?? '', tag: entry?.addressAdditionalData ?? '' };
}
