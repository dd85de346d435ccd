import type { Product, WidgetParams } from '@ferry/contracts';
import { without } from './rule-types.js';

type ProductRule = (params: WidgetParams) => WidgetParams;

/** BUY: defaultCryptoAmount applies only with a cryptoCurrencyCode and no fiat amount. */
export function buyDefaultCryptoAmountNeedsCryptoCodeAndNoFiatAmount(
  params: WidgetParams,
): WidgetParams {
  const hasFiatAmount = Boolean(params.fiatAmount ?? params.defaultFiatAmount);
  return params.defaultCryptoAmount && (!params.cryptoCurrencyCode || hasFiatAmount)
    ? without(params, ['defaultCryptoAmount'])
    : params;
}

/** SELL: cryptoAmount wins over defaultCryptoAmount. */
export function sellCryptoAmountWinsOverDefaultCryptoAmount(params: WidgetParams): WidgetParams {
  return params.cryptoAmount ? without(params, ['defaultCryptoAmount']) : params;
}

/** OFF_RAMP_STREAM: no crypto amount is kept. */
export function streamKeepsNoCryptoAmount(params: WidgetParams): WidgetParams {
  return without(params, ['cryptoAmount', 'defaultCryptoAmount']);
}

export const PRODUCT_RULES: Record<Product, readonly ProductRule[]> = {
  BUY: [buyDefaultCryptoAmountNeedsCryptoCodeAndNoFiatAmount],
  SELL: [sellCryptoAmountWinsOverDefaultCryptoAmount],
  OFF_RAMP_STREAM: [streamKeepsNoCryptoAmount],
};

/** One product's parameters; productsAvailed is the list of products the widget offers. */
export function normaliseForProduct(
  params: WidgetParams,
  product: Product,
  offered: readonly Product[],
): WidgetParams {
  const forProduct = PRODUCT_RULES[product].reduce((current, rule) => rule(current), params);
  return { ...forProduct, productsAvailed: [...offered] };
}
