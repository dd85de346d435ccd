import type { CryptoCurrency } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_NETWORKS, filterCryptos, networksOf, streamCryptos } from './crypto-choices.js';

const crypto = (symbol: string, name: string, network: string, isPayInAllowed = true) =>
  ({ symbol, name, uniqueId: `${symbol}_${network}`, network: { name: network }, isPayInAllowed, isPopular: false }) as CryptoCurrency;
const list = [crypto('ETH', 'Ethereum', 'ethereum'), crypto('ETH', 'Ethereum', 'arbitrum'), crypto('USDC', 'USD Coin', 'polygon'), crypto('XYZ', 'Closed', 'ethereum', false)];

describe('stream wallet crypto and network', () => {
  it('offers the cryptos Ferry takes in; the partner flow only its crypto on its networks', () => {
    expect(streamCryptos(list, {}).map((item) => item.uniqueId)).toEqual(['ETH_ethereum', 'ETH_arbitrum', 'USDC_polygon']);
    expect(streamCryptos(list, { isFerryStreamOffRamp: true, cryptoCurrencyCode: 'ETH', networks: ['arbitrum'] }).map((item) => item.uniqueId)).toEqual(['ETH_arbitrum']);
  });
  it("searches by name or code and filters by network, '' being 'All Networks'", () => {
    expect(filterCryptos(list, { search: 'coin', network: ALL_NETWORKS }).map((item) => item.uniqueId)).toEqual(['USDC_polygon']);
    expect(filterCryptos(list, { search: 'eth', network: 'arbitrum' }).map((item) => item.uniqueId)).toEqual(['ETH_arbitrum']);
    expect(networksOf(list)).toEqual(['arbitrum', 'ethereum', 'polygon']);
  });
});
