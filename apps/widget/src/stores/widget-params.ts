import type { Product, WidgetParams } from '@ferry/contracts';
import { currentProduct } from './buy-or-sell-flow.js';
import { useSessionValue } from './session-store.js';

const NONE: WidgetParams = {};

/**
 * The partner's parameters normalised for one product (spec 000 section 4): what the exchange
 * reads its defaults from. Empty until the start-up has normalised them, or for a product not offered.
 */
export function useProductWidgetParams(product: Product): WidgetParams {
  return useSessionValue('widgetParams')?.byProduct[product] ?? NONE;
}

/**
 * The normalised parameters of the product in progress (spec 001 section 2: the partner's query
 * parameters "for the current flow"); undefined until the start-up has normalised them.
 */
export function useCurrentProductParams(): WidgetParams | undefined {
  const normalised = useSessionValue('widgetParams');
  const product = currentProduct(normalised?.productsAvailed, {
    currentProductId: useSessionValue('currentProductId'),
    buyOrSellFlow: useSessionValue('buyOrSellFlow'),
  });
  return normalised?.byProduct[product];
}
