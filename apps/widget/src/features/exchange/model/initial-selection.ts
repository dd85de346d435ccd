import type { CryptoCurrency, FiatCurrency, WidgetParams } from '@ferry/contracts';
import type { ExchangeFlow } from '../../../stores/buy-or-sell-flow.js';

export type ExchangeAmount = { kind: 'fiat' | 'crypto'; value: string };

/**
 * The fiat the exchange opens with: the partner's fixed or default currency (a countryCode was
 * already turned into defaultFiatCurrency), else the visitor's country's, else EUR, else the first.
 */
export function initialFiat(params: WidgetParams, fiats: readonly FiatCurrency[], ipCurrency: string | undefined): FiatCurrency | undefined {
  const candidates = [params.fiatCurrency, params.defaultFiatCurrency, ipCurrency, 'EUR'];
  for (const symbol of candidates) {
    const fiat = fiats.find((entry) => entry.symbol === symbol);
    if (fiat) return fiat;
  }
  return fiats[0];
}

/** The crypto (and network) the exchange opens with: the partner's, else ETH, else a popular one. */
export function initialCrypto(params: WidgetParams, cryptos: readonly CryptoCurrency[]): CryptoCurrency | undefined {
  const network = params.network ?? params.defaultNetwork ?? params.networks?.[0];
  const symbols = [params.cryptoCurrencyCode, params.defaultCryptoCurrency, params.cryptoCurrencyList?.[0], 'ETH'];
  for (const symbol of symbols) {
    if (!symbol) continue;
    const onNetwork = cryptos.find((crypto) => crypto.symbol === symbol && crypto.network.name === network);
    const anyNetwork = cryptos.find((crypto) => crypto.symbol === symbol);
    if (onNetwork ?? anyNetwork) return onNetwork ?? anyNetwork;
  }
  return cryptos.find((crypto) => crypto.isPopular) ?? cryptos[0];
}

/**
 * The amount the exchange opens with. Buy: the partner's fiat amount, else its crypto amount
 * (spec 000 section 4 kept it only with a crypto code and no fiat amount), else the payment
 * method's default. Sell: the partner's crypto amount, else the sell limit's default.
 */
export function initialAmount(
  flow: ExchangeFlow,
  params: WidgetParams,
  defaults: { paymentMethodDefault?: string | undefined; sellDefault: string },
): ExchangeAmount | null {
  if (flow === 'SELL') return { kind: 'crypto', value: params.cryptoAmount ?? params.defaultCryptoAmount ?? defaults.sellDefault };
  const fiat = params.fiatAmount ?? params.defaultFiatAmount;
  if (fiat) return { kind: 'fiat', value: fiat };
  const crypto = params.cryptoAmount ?? params.defaultCryptoAmount;
  if (crypto) return { kind: 'crypto', value: crypto };
  return defaults.paymentMethodDefault ? { kind: 'fiat', value: defaults.paymentMethodDefault } : null;
}
