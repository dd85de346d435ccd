import type { WidgetParams } from '@ferry/contracts';
import { silently, without } from './rule-types.js';
import type { RuleResult } from './rule-types.js';

/** networks replaces network. */
export function networksReplaceNetwork(params: WidgetParams): RuleResult {
  return silently(params.networks ? without(params, ['network']) : params);
}

/** fiatCurrency overrides countryCode, defaultFiatCurrency and excludeFiatCurrencies. */
export function fiatCurrencyOverridesCountryAndFiatDefaults(params: WidgetParams): RuleResult {
  return silently(
    params.fiatCurrency
      ? without(params, ['countryCode', 'defaultFiatCurrency', 'excludeFiatCurrencies'])
      : params,
  );
}

/** fiatAmount wins over defaultFiatAmount. */
export function fiatAmountWinsOverDefaultFiatAmount(params: WidgetParams): RuleResult {
  return silently(params.fiatAmount ? without(params, ['defaultFiatAmount']) : params);
}

/** walletAddress wins over walletAddressesData. */
export function walletAddressWinsOverWalletAddressesData(params: WidgetParams): RuleResult {
  return silently(params.walletAddress ? without(params, ['walletAddressesData']) : params);
}

/** cryptoCurrencyCode wins over defaultCryptoCurrency and cryptoCurrencyList. */
export function cryptoCurrencyCodeWinsOverDefaultAndList(params: WidgetParams): RuleResult {
  return silently(
    params.cryptoCurrencyCode
      ? without(params, ['defaultCryptoCurrency', 'cryptoCurrencyList'])
      : params,
  );
}

/** paymentMethod wins over defaultPaymentMethod. */
export function paymentMethodWinsOverDefaultPaymentMethod(params: WidgetParams): RuleResult {
  return silently(params.paymentMethod ? without(params, ['defaultPaymentMethod']) : params);
}
