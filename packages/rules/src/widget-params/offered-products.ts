import type { Product } from '@ferry/contracts';

export interface OfferedProductsInput {
  partnerProducts: readonly Product[];
  fromUrl?: readonly Product[];
  stored?: readonly Product[];
}

/**
 * Products offered are the partner's products filtered by the URL, else the stored ones, else
 * all of the partner's. Always in the partner's order, never a product the partner lacks.
 */
export function offeredProducts({
  partnerProducts,
  fromUrl,
  stored,
}: OfferedProductsInput): Product[] {
  const partners = [...new Set(partnerProducts)];
  for (const filter of [fromUrl, stored]) {
    const kept = partners.filter((product) => filter?.includes(product));
    if (kept.length > 0) return kept;
  }
  return partners;
}
