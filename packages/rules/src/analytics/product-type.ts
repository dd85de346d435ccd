import type { AnalyticsProductType, Product } from '@ferry/contracts';

const BASE: Record<Product, 'ON_RAMP' | 'OFF_RAMP' | 'OFF_RAMP_STREAM'> = { BUY: 'ON_RAMP', SELL: 'OFF_RAMP', OFF_RAMP_STREAM: 'OFF_RAMP_STREAM' };

/**
 * Product type for analytics (spec 001 section 9): buy ON_RAMP, sell OFF_RAMP, stream
 * OFF_RAMP_STREAM, with an _NFT or _FERRY_ONE suffix variant (NFT first when both are set).
 */
export function analyticsProductType(product: Product, { isNft = false, isFerryOne = false }: { isNft?: boolean; isFerryOne?: boolean } = {}): AnalyticsProductType {
  const base = BASE[product];
  if (isNft) return `${base}_NFT`;
  return isFerryOne ? `${base}_FERRY_ONE` : base;
}
