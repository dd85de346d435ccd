import { Reservation, type WalletReserveRequest } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST orders/wallet-reserve: holds the refreshed quote and the wallet address for one order. */
export function walletReserve(body: WalletReserveRequest) {
  return apiRequest('orders/wallet-reserve', { schema: Reservation, method: 'POST', body });
}
