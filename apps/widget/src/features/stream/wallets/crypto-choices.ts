import type { CryptoCurrency, WidgetParams } from '@ferry/contracts';

export const ALL_NETWORKS = '';

/**
 * The cryptos a stream wallet can be made for: the ones Ferry takes in; in the partner's
 * query-parameter flow only its crypto on its networks.
 */
export function streamCryptos(cryptos: readonly CryptoCurrency[], params: Pick<WidgetParams, 'isFerryStreamOffRamp' | 'cryptoCurrencyCode' | 'networks'>): CryptoCurrency[] {
  const payIn = cryptos.filter((crypto) => crypto.isPayInAllowed);
  if (params.isFerryStreamOffRamp !== true || !params.cryptoCurrencyCode) return payIn;
  const networks = params.networks ?? [];
  return payIn.filter((crypto) => crypto.symbol === params.cryptoCurrencyCode && (networks.length === 0 || networks.includes(crypto.network.name)));
}

export function networksOf(cryptos: readonly CryptoCurrency[]): string[] {
  return [...new Set(cryptos.map((crypto) => crypto.network.name))].sort();
}

/** Search by name or code, and the network filter ('' is 'All Networks'). */
export function filterCryptos(cryptos: readonly CryptoCurrency[], { search, network }: { search: string; network: string }): CryptoCurrency[] {
  const term = search.trim().toLowerCase();
  return cryptos.filter(
    (crypto) =>
      (network === ALL_NETWORKS || crypto.network.name === network) &&
      (!term || crypto.symbol.toLowerCase().includes(term) || crypto.name.toLowerCase().includes(term)),
  );
}
