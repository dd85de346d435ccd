import { z } from 'zod';

/**
 * Payments after an order exists (spec 001 section 7, spec 000 section 7 "Mobile-wallet payments").
 * All need `Authorization`; a payment of another user answers 404.
 *
 * - POST payment/notify-update  {paymentId}                      -> Order  (after a 3DS or bank return)
 * - POST payment/cancel         {paymentId, userId, cancelReason} -> Order  (cancel gateway payment)
 * - POST payment/update         {paymentId, orderId}             -> PaymentUpdateResponse (the payment's own state,
 *                                                                   read from the gateway; the wallet pages after a 3DS frame)
 * - POST users/verify-pan       {panNumber}                      -> { isPANVerified: true }
 * - GET  get-config/{platform}  platform applepay | googlepay     -> WalletPayConfig
 * - POST validate-applepay-session {appleUrl}                    -> { merchantSession }
 * - POST init/apple-pay | init/google-pay  InitWalletPayRequest  -> InitWalletPayResponse
 */

export const PaymentId = z.string().regex(/^pay_[A-Za-z0-9]{16,64}$/, 'is not a payment id');

export const NotifyPaymentUpdateRequest = z.object({ paymentId: PaymentId });

export const PaymentUpdateRequest = z.object({ paymentId: PaymentId, orderId: z.uuid() });

export const CancelGatewayPaymentRequest = z.object({
  paymentId: PaymentId,
  userId: z.string().max(64),
  cancelReason: z.string().trim().min(1, 'Please enter valid reason').max(500),
});

export const VerifyPanRequest = z.object({ panNumber: z.string().max(20) });
export const VerifyPanResponse = z.object({ isPANVerified: z.literal(true) });

export const WalletPayPlatform = z.enum(['applepay', 'googlepay']);
export type WalletPayPlatform = z.infer<typeof WalletPayPlatform>;

export const WalletPayConfigQuery = z.object({
  isNft: z.enum(['true', 'false']).optional(),
});

/** The payment request basis the wallet sheet is opened with. */
export const WalletPayConfig = z.object({
  platform: WalletPayPlatform,
  /** Apple Pay JS version (applepay only). */
  version: z.number().int().optional(),
  merchantId: z.string(),
  merchantName: z.string(),
  supportedNetworks: z.array(z.string()),
  merchantCapabilities: z.array(z.string()),
  countryCode: z.string(),
  /** The card gateway the wallet token is made for (Google Pay's tokenizationSpecification). */
  gateway: z.string(),
  /** 'sandbox' while the pay sheet is Ferry's stand-in for the device wallet. */
  environment: z.enum(['sandbox', 'production']),
});
export type WalletPayConfig = z.infer<typeof WalletPayConfig>;

export const ValidateApplePaySessionRequest = z.object({ appleUrl: z.url({ protocol: /^https$/ }).max(512) });
export const ValidateApplePaySessionResponse = z.object({ merchantSession: z.string() });

/** A wallet's payment token: sealed by the device; in sandbox mode the pay sheet's choice. */
export const WalletPaymentData = z.object({
  token: z.string().min(1).max(8192),
  billingContact: z.record(z.string(), z.string()).optional(),
  shippingContact: z.record(z.string(), z.string()).optional(),
});

export const InitWalletPayRequest = z.object({
  paymentId: z.string().regex(/^pay_[A-Za-z0-9]{16,64}$/),
  orderId: z.uuid(),
  userId: z.string().max(64),
  sessionToken: z.string().min(1).max(256),
  additionalData: z.object({ paymentData: WalletPaymentData }),
});
export type InitWalletPayRequest = z.infer<typeof InitWalletPayRequest>;

export const InitWalletPayResponse = z.object({
  /** AUTHORIZED: paid; DECLINED: refused (the order is FAILED); PENDING: a 3DS redirect is required. */
  status: z.enum(['AUTHORIZED', 'DECLINED', 'PENDING']),
  redirectionRequired: z.boolean(),
  pgData: z
    .object({ redirectionRequestData: z.object({ redirectUrl: z.string(), method: z.enum(['GET', 'POST']) }).optional() })
    .optional(),
});
export type InitWalletPayResponse = z.infer<typeof InitWalletPayResponse>;

/**
 * Sandbox stand-ins for a device wallet's cards: the pay sheet sends one of these as the token.
 * They behave like the card gateway's test cards of the same name.
 */
export const SANDBOX_WALLET_TOKENS = {
  visaSucceeds: 'sandbox-wallet:visa-4242',
  challenge: 'sandbox-wallet:visa-3220',
  declined: 'sandbox-wallet:visa-0002',
} as const;

/** payment/update: the payment's state as the gateway has it now (same shape as init's answer). */
/** @alias The same shape as init's answer: the payment's own state. */
export const PaymentUpdateResponse = InitWalletPayResponse;
/** @alias */
export type PaymentUpdateResponse = InitWalletPayResponse;
