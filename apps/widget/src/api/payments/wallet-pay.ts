import {
  type InitWalletPayRequest,
  InitWalletPayResponse,
  ValidateApplePaySessionResponse,
  WalletPayConfig,
  type WalletPayPlatform,
} from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** GET get-config/{platform}. */
export function getWalletPayConfig(platform: WalletPayPlatform, isNft = false) {
  return apiRequest(`get-config/${platform}`, { schema: WalletPayConfig, query: { isNft: String(isNft) } });
}

/** POST validate-applepay-session {appleUrl}. */
export function validateApplePaySession(appleUrl: string) {
  return apiRequest('validate-applepay-session', { schema: ValidateApplePaySessionResponse, method: 'POST', body: { appleUrl } });
}

/** POST init/apple-pay or init/google-pay. */
export function initWalletPay(platform: WalletPayPlatform, body: InitWalletPayRequest) {
  return apiRequest(platform === 'applepay' ? 'init/apple-pay' : 'init/google-pay', { schema: InitWalletPayResponse, method: 'POST', body });
}
