import type { Product } from '@ferry/contracts';
import { sessionStore, useSessionValue } from './session-store.js';

export type ExchangeFlow = Extract<Product, 'BUY' | 'SELL'>;
const ORDER: readonly ExchangeFlow[] = ['BUY', 'SELL'];

/** The Buy/Sell flows the partner has availed, Buy first; Buy when it availed neither. */
export function availableFlows(productsAvailed: readonly Product[] | undefined): ExchangeFlow[] {
  const flows = ORDER.filter((flow) => productsAvailed?.includes(flow));
  return flows.length > 0 ? flows : ['BUY'];
}

/** The stored choice when still available, else the first available flow. */
export function currentFlow(flows: readonly ExchangeFlow[], stored: Product | undefined): ExchangeFlow {
  return flows.find((flow) => flow === stored) ?? flows[0] ?? 'BUY';
}

/**
 * The user starts working in a product: stored as currentProductId (spec 000 "Stored locally")
 * and as the flow, which a partner session keeps (spec 000 section 4) and the KYC forms read.
 */
export function chooseProduct(product: Product): void {
  sessionStore.set('currentProductId', product);
  sessionStore.set('buyOrSellFlow', product);
}

/**
 * The product of the journey in progress: currentProductId while the partner offers it, else the
 * exchange's Buy/Sell flow (the stored choice, or the first offered).
 */
export function currentProduct(
  offered: readonly Product[] | undefined,
  stored: { currentProductId?: Product | undefined; buyOrSellFlow?: Product | undefined },
): Product {
  const { currentProductId } = stored;
  if (currentProductId && offered?.includes(currentProductId)) return currentProductId;
  return currentFlow(availableFlows(offered), stored.buyOrSellFlow);
}

/**
 * The flows of the products offered (the partner's, filtered by the URL or the stored ones) once
 * the start-up has normalised the parameters; the partner's own products until then.
 */
export function useBuyOrSellFlow(productsAvailed: readonly Product[] | undefined) {
  const stored = useSessionValue('buyOrSellFlow');
  const offered = useSessionValue('widgetParams')?.productsAvailed;
  const flows = availableFlows(offered ?? productsAvailed);
  return {
    flows,
    flow: currentFlow(flows, stored),
    setFlow: (flow: ExchangeFlow) => chooseProduct(flow),
  };
}
