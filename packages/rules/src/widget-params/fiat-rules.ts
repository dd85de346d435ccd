import type { WidgetParams } from '@ferry/contracts';
import { enabledPaymentMethods } from './allowed-sets.js';
import { rejection } from './rejection.js';
import { dropWithReason, silently, without } from './rule-types.js';
import type { RuleContext, RuleResult } from './rule-types.js';

/**
 * countryCode maps to that country's currency: it becomes defaultFiatCurrency unless a fiat
 * currency or default fiat currency was given, or the partner excluded that currency.
 */
export function countryCodeMapsToItsCurrency(
  params: WidgetParams,
  { sets }: RuleContext,
): RuleResult {
  if (!params.countryCode || params.fiatCurrency || params.defaultFiatCurrency)
    return silently(params);
  const currency = sets.countries.get(params.countryCode);
  if (!currency || params.excludeFiatCurrencies?.includes(currency)) return silently(params);
  return silently({ ...params, defaultFiatCurrency: currency });
}

/** fiatAmount needs a fiat currency. */
export function fiatAmountNeedsFiatCurrency(params: WidgetParams): RuleResult {
  return params.fiatAmount && !params.fiatCurrency
    ? dropWithReason(params, ['fiatAmount'], 'needs fiatCurrency')
    : silently(params);
}

/**
 * Payment methods must be among the enabled ones: the active options of the chosen fiat
 * currency (fiatCurrency, else defaultFiatCurrency), or of all supported ones when none is chosen.
 */
export function paymentMethodsMustBeEnabled(
  params: WidgetParams,
  { sets }: RuleContext,
): RuleResult {
  const chosenFiat = params.fiatCurrency ?? params.defaultFiatCurrency;
  const enabled = enabledPaymentMethods(sets.fiatCurrencies, chosenFiat);
  const reason = chosenFiat ? `not enabled for ${chosenFiat}` : 'not an enabled payment method';
  const refused = (['paymentMethod', 'defaultPaymentMethod'] as const).filter((name) => {
    const method = params[name];
    return method !== undefined && !enabled.has(method);
  });
  return {
    params: without(params, refused),
    rejected: refused.map((name) => rejection(name, params[name] ?? '', reason)),
  };
}
