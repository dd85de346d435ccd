import { ErrorCode, type WalletPayConfig, type WalletPayPlatform } from '@ferry/contracts';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';

/** get-config/{platform}: the payment request basis the wallet sheet opens with. */
export function walletPayConfig(ctx: AppContext, platform: WalletPayPlatform): WalletPayConfig {
  return {
    platform,
    ...(platform === 'applepay' ? { version: 3 } : {}),
    merchantId: ctx.config.isSandbox ? 'merchant.ferry.sandbox' : 'merchant.ferry',
    merchantName: 'Ferry',
    supportedNetworks: ['visa', 'masterCard'],
    merchantCapabilities: ['supports3DS'],
    countryCode: 'GB',
    gateway: ctx.config.isSandbox ? 'ferrysandbox' : 'checkoutltd',
    environment: ctx.config.isSandbox ? 'sandbox' : 'production',
  };
}

/**
 * validate-applepay-session: Apple's merchant validation. Only Apple's own hosts are called (the
 * URL comes from the browser, so anything else would let a caller make the server fetch it).
 * In sandbox mode the session is made here.
 */
export function validateApplePaySession(ctx: AppContext, { appleUrl }: { appleUrl: string }): { merchantSession: string } {
  const host = new URL(appleUrl).hostname;
  if (host !== 'apple.com' && !host.endsWith('.apple.com')) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid body: appleUrl: must be an Apple Pay validation URL');
  }
  if (!ctx.config.isSandbox) throw new AppError(ErrorCode.INTERNAL, 'Apple Pay merchant validation is not configured.');
  return { merchantSession: `sandbox-session-${randomBytes(12).toString('hex')}` };
}
