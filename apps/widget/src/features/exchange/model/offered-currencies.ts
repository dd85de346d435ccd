import type { CryptoCurrency, FiatCurrency, WidgetParams } from '@ferry/contracts';
import type { ExchangeFlow } from '../../../stores/buy-or-sell-flow.js';

/**
 * The fiat currencies the exchange offers: a sell pays out, so only payout currencies; the
 * partner's excludeFiatCurrencies are left out; a fixed fiatCurrency is the only one.
 */
export function offeredFiats(flow: ExchangeFlow, params: WidgetParams, fiats: readonly FiatCurrency[]): FiatCurrency[] {
  const excluded = new Set(params.excludeFiatCurrencies ?? []);
  return fiats.filter(
    (fiat) =>
      (flow === 'BUY' || fiat.isPayOutAllowed) &&
      !excluded.has(fiat.symbol) &&
      (params.fiatCurrency === undefined || fiat.symbol === params.fiatCurrency),
  );
}

/**
 * The cryptos (one entry per network) the exchange offers: cryptoCurrencyCode fixes one symbol,
 * else cryptoCurrencyList limits the symbols; networks (or network) limits the networks; a sell
 * needs the crypto to be payable in.
 */
export function offeredCryptos(flow: ExchangeFlow, params: WidgetParams, cryptos: readonly CryptoCurrency[]): CryptoCurrency[] {
  const symbols = params.cryptoCurrencyCode ? [params.cryptoCurrencyCode] : params.cryptoCurrencyList;
  const networks = params.networks ?? (params.network ? [params.network] : undefined);
  return cryptos.filter(
    (crypto) =>
      (flow === 'BUY' || crypto.isPayInAllowed) &&
      (symbols === undefined || symbols.includes(crypto.symbol)) &&
      (networks === undefined || networks.includes(crypto.network.name)),
  );
}

/** What the partner fixed: the user cannot change a fixed fiat, crypto or payment method. */
export function lockedChoices(params: WidgetParams) {
  return {
    isFiatLocked: params.fiatCurrency !== undefined,
    isCryptoLocked: params.cryptoCurrencyCode !== undefined && (params.network !== undefined || params.networks?.length === 1),
    isPaymentMethodLocked: params.paymentMethod !== undefined,
  };
}
