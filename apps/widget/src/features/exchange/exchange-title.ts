import type { ExchangeFlow } from '../../stores/buy-or-sell-flow.js';

/** The exchange title (spec 000 section 2): the partner's override, else the flow's default. */
export function exchangeTitle({
  flow,
  isNft,
  override,
}: {
  flow: ExchangeFlow;
  isNft: boolean;
  override?: string;
}): string {
  if (override) return override;
  if (flow === 'SELL') return 'Sell Crypto From Your Wallet';
  return isNft ? 'Buy NFT Instantly' : 'Buy Crypto To Your Wallet';
}
