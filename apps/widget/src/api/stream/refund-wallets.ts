import { RefundWallet, type SaveRefundWalletRequest } from '@ferry/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../client.js';

type Asset = { cryptoCurrency: string; network: string };

const REFUND_WALLETS_KEY = 'stream-refund-wallets';

/** GET stream/refund-wallets: the refund wallet (none or one) of a crypto on a network. */
export function getRefundWallets(asset: Asset, signal?: AbortSignal) {
  return apiRequest('stream/refund-wallets', { schema: z.array(RefundWallet), query: asset, signal });
}

export const refundWalletsQueryOptions = (asset: Asset | null) =>
  queryOptions({
    queryKey: [REFUND_WALLETS_KEY, asset?.cryptoCurrency, asset?.network],
    queryFn: ({ signal }) => getRefundWallets(asset as Asset, signal),
    enabled: asset !== null,
  });

export function useRefundWallets(asset: Asset | null) {
  return useQuery(refundWalletsQueryOptions(asset));
}

/** POST stream/refund-wallets: checked for the network's address format by the server. */
export function saveRefundWallet(body: SaveRefundWalletRequest) {
  return apiRequest('stream/refund-wallets', { schema: z.array(RefundWallet), method: 'POST', body });
}

export function useSaveRefundWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRefundWallet,
    onSuccess: (saved, body) => queryClient.setQueryData([REFUND_WALLETS_KEY, body.cryptoCurrency, body.network], saved),
  });
}
