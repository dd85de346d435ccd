import type {
  Country,
  CryptoCurrency,
  FiatCurrency,
  PartnerInfo,
  PaymentMethodId,
  Product,
} from '@ferry/contracts';

/** What the query is checked against; codes in the casing the spec states for each set. */
export interface AllowedSets {
  fiats: ReadonlySet<string>;
  /** Allowed country code to its currency. */
  countries: ReadonlyMap<string, string>;
  cryptos: ReadonlySet<string>;
  networks: ReadonlySet<string>;
  products: readonly Product[];
  fiatCurrencies: readonly FiatCurrency[];
}

export interface AllowedSetsContext {
  partner: PartnerInfo;
  fiatCurrencies: FiatCurrency[];
  cryptoCurrencies: CryptoCurrency[];
  countries: Country[];
}

/** Allowed countries have isAllowed true and a currency among the supported fiat currencies. */
export function allowedCountries(
  countries: readonly Country[],
  fiatCurrencies: readonly FiatCurrency[],
): Map<string, string> {
  const fiats = new Set(fiatCurrencies.map((fiat) => fiat.symbol.toUpperCase()));
  const allowed = new Map<string, string>();
  for (const country of countries) {
    const currency = country.currencyCode.toUpperCase();
    if (country.isAllowed && fiats.has(currency))
      allowed.set(country.alpha2.toUpperCase(), currency);
  }
  return allowed;
}

/**
 * Enabled payment methods are the active options of the supported fiat currencies, or of the
 * chosen one alone when a fiat currency is chosen.
 */
export function enabledPaymentMethods(
  fiatCurrencies: readonly FiatCurrency[],
  chosenFiat?: string,
): Set<PaymentMethodId> {
  const enabled = new Set<PaymentMethodId>();
  for (const fiat of fiatCurrencies) {
    if (chosenFiat !== undefined && fiat.symbol.toUpperCase() !== chosenFiat) continue;
    for (const option of fiat.paymentOptions) if (option.isActive) enabled.add(option.id);
  }
  return enabled;
}

export function allowedSetsFrom(context: AllowedSetsContext): AllowedSets {
  return {
    fiats: new Set(context.fiatCurrencies.map((fiat) => fiat.symbol.toUpperCase())),
    countries: allowedCountries(context.countries, context.fiatCurrencies),
    cryptos: new Set(context.cryptoCurrencies.map((crypto) => crypto.symbol.toUpperCase())),
    networks: new Set(context.cryptoCurrencies.map((crypto) => crypto.network.name.toLowerCase())),
    products: context.partner.productsAvailed,
    fiatCurrencies: context.fiatCurrencies,
  };
}
