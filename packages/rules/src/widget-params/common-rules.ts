import type { WidgetParams } from '@ferry/contracts';
import {
  countryCodeMapsToItsCurrency,
  fiatAmountNeedsFiatCurrency,
  paymentMethodsMustBeEnabled,
} from './fiat-rules.js';
import {
  keepNftParamsOnlyForNftOrders,
  keepOneClickParamsOnlyForFerryOne,
  streamOffRampNeedsCryptoCodeAndNetworks,
} from './flow-rules.js';
import {
  cryptoCurrencyCodeWinsOverDefaultAndList,
  fiatAmountWinsOverDefaultFiatAmount,
  fiatCurrencyOverridesCountryAndFiatDefaults,
  networksReplaceNetwork,
  paymentMethodWinsOverDefaultPaymentMethod,
  walletAddressWinsOverWalletAddressesData,
} from './precedence-rules.js';
import { silently } from './rule-types.js';
import type { ParamsRule, RuleContext, RuleResult } from './rule-types.js';

/** Null values are dropped: no key of the result holds null or undefined. */
export function dropNullValues(params: WidgetParams): RuleResult {
  const kept = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null),
  );
  return silently(kept as WidgetParams);
}

/**
 * The rules every product shares, in order. The order matters where one rule reads what an
 * earlier one settled: the country's currency must be known before payment methods are checked
 * against it, and an invalid paymentMethod must be gone before it can beat defaultPaymentMethod.
 */
export const COMMON_RULES: readonly ParamsRule[] = [
  networksReplaceNetwork,
  keepNftParamsOnlyForNftOrders,
  keepOneClickParamsOnlyForFerryOne,
  fiatCurrencyOverridesCountryAndFiatDefaults,
  countryCodeMapsToItsCurrency,
  fiatAmountNeedsFiatCurrency,
  fiatAmountWinsOverDefaultFiatAmount,
  walletAddressWinsOverWalletAddressesData,
  cryptoCurrencyCodeWinsOverDefaultAndList,
  paymentMethodsMustBeEnabled,
  paymentMethodWinsOverDefaultPaymentMethod,
  streamOffRampNeedsCryptoCodeAndNetworks,
  dropNullValues,
];

export function applyCommonRules(params: WidgetParams, context: RuleContext): RuleResult {
  return COMMON_RULES.reduce<RuleResult>(
    (result, rule) => {
      const next = rule(result.params, context);
      return { params: next.params, rejected: [...result.rejected, ...next.rejected] };
    },
    { params, rejected: [] },
  );
}
