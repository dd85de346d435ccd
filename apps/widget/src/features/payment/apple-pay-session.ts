import { applePayRequest } from '@ferry/rules';
import type { WalletPayConfig } from '@ferry/contracts';

/** The parts of Apple Pay JS's ApplePaySession the page uses. */
interface ApplePaySessionInstance {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}
export interface ApplePaySessionClass {
  new (version: number, request: ReturnType<typeof applePayRequest>): ApplePaySessionInstance;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The device's Apple Pay, when the browser has Apple Pay JS (Safari); null elsewhere. */
export function deviceApplePay(): ApplePaySessionClass | null {
  const candidate = (window as unknown as { ApplePaySession?: unknown }).ApplePaySession;
  return typeof candidate === 'function' ? (candidate as ApplePaySessionClass) : null;
}

/** A wallet token as the server receives it: the device's sealed payment data, as a string. */
const tokenOf = (paymentData: unknown) => (typeof paymentData === 'string' ? paymentData : JSON.stringify(paymentData));

/**
 * Apple Pay on the device (spec 000 section 4): merchant validation, then authorisation, then
 * the payment completed as success or failure. `authorize` sends the token to init/apple-pay and
 * answers whether the payment went through (a 3DS step still to come counts as accepted here).
 * Resolves once the sheet is closed: 'authorized', 'failed', or 'cancelled' by the payer.
 */
export function payWithApplePay(
  Session: ApplePaySessionClass,
  {
    config,
    order,
    validate,
    authorize,
  }: {
    config: WalletPayConfig;
    order: { fiatAmount: string; fiatCurrency: string };
    validate: (validationUrl: string) => Promise<unknown>;
    authorize: (token: string) => Promise<boolean>;
  },
): Promise<'authorized' | 'failed' | 'cancelled'> {
  return new Promise((resolve, reject) => {
    const session = new Session(config.version ?? 3, applePayRequest(config, order));
    session.onvalidatemerchant = (event) => {
      validate(event.validationURL)
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch((error: unknown) => {
          session.abort();
          reject(error);
        });
    };
    session.onpaymentauthorized = (event) => {
      authorize(tokenOf(event.payment.token.paymentData))
        .then((isAccepted) => {
          session.completePayment(isAccepted ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          resolve(isAccepted ? 'authorized' : 'failed');
        })
        .catch((error: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          reject(error);
        });
    };
    session.oncancel = () => resolve('cancelled');
    session.begin();
  });
}
