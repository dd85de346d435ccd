import { StreamWallet } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

type Asset = { cryptoCurrency: string; network: string; partnerApiKey: string };

/** Generate stream wallet (POST stream/wallets): the user's dedicated address, the same on every call. */
export function generateStreamWallet(body: Asset, signal?: AbortSignal) {
  return apiRequest('stream/wallets', { schema: StreamWallet, method: 'POST', body, signal });
}

export const streamWalletQueryOptions = (asset: Asset | null) =>
  queryOptions({
    queryKey: ['stream-wallet', asset?.cryptoCurrency, asset?.network, asset?.partnerApiKey],
    queryFn: ({ signal }) => generateStreamWallet(asset as Asset, signal),
    enabled: asset !== null,
    // The address never changes: asking again is pointless while the screen is open.
    staleTime: Infinity,
    retry: false,
  });

export function useStreamWallet(asset: Asset | null) {
  return useQuery(streamWalletQueryOptions(asset));
}
