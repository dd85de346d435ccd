import type { Product, WidgetParams } from '@ferry/contracts';
import { useSessionValue } from './session-store.js';

const NONE: WidgetParams = {};

/**
 * The partner's parameters normalised for one product (spec 000 section 4): what the exchange
 * reads its defaults from. Empty until the start-up has normalised them, or for a product not offered.
 */
export function useProductWidgetParams(product: Product): WidgetParams {
  return useSessionValue('widgetParams')?.byProduct[product] ?? NONE;
}
