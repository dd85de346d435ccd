import { googlePayRequest, type GooglePayRequest } from '@ferry/rules';
import type { WalletPayConfig } from '@ferry/contracts';

/** Google Pay JS's PaymentsClient, the parts the page uses (present when pay.js is loaded). */
interface PaymentsClient {
  isReadyToPay(request: Pick<GooglePayRequest, 'apiVersion' | 'apiVersionMinor' | 'allowedPaymentMethods'>): Promise<{ result: boolean }>;
  loadPaymentData(request: GooglePayRequest): Promise<GooglePayPaymentData>;
}
type PaymentsClientClass = new (options: { environment: 'TEST' | 'PRODUCTION' }) => PaymentsClient;
interface GooglePayPaymentData {
  paymentMethodData: { tokenizationData: { token: string } };
}

/** A device way to pay with Google Pay: the token of the chosen card, and the sheet's close. */
export interface GooglePayDevice {
  pay(request: GooglePayRequest): Promise<{ token: string; complete: (isAccepted: boolean) => Promise<void> } | null>;
}

const GOOGLE_PAY_METHOD = 'https://google.com/pay';

/**
 * The device's Google Pay (spec 000 section 4), if the browser has one: Google Pay JS when the
 * page has it, else the Payment Request API with Google Pay's payment method (Chrome on Android).
 * Null when neither can pay here; the page then uses the sandbox pay sheet (sandbox only).
 */
export async function deviceGooglePay(config: WalletPayConfig, order: { fiatAmount: string; fiatCurrency: string }): Promise<GooglePayDevice | null> {
  const request = googlePayRequest(config, order);
  const Client = (window as unknown as { google?: { payments?: { api?: { PaymentsClient?: PaymentsClientClass } } } }).google?.payments?.api?.PaymentsClient;
  if (typeof Client === 'function') {
    const client = new Client({ environment: config.environment === 'sandbox' ? 'TEST' : 'PRODUCTION' });
    const ready = await client.isReadyToPay(request).catch(() => ({ result: false }));
    if (ready.result) {
      return {
        pay: async (paymentRequest) => {
          const data = await client.loadPaymentData(paymentRequest).catch(() => null);
          return data ? { token: data.paymentMethodData.tokenizationData.token, complete: async () => undefined } : null;
        },
      };
    }
  }
  if (typeof window.PaymentRequest !== 'function') return null;
  const details = { total: { label: config.merchantName, amount: { currency: order.fiatCurrency, value: order.fiatAmount } } };
  const probe = new PaymentRequest([{ supportedMethods: GOOGLE_PAY_METHOD, data: request }], details);
  if (!(await probe.canMakePayment().catch(() => false))) return null;
  return {
    pay: async (paymentRequest) => {
      const sheet = new PaymentRequest([{ supportedMethods: GOOGLE_PAY_METHOD, data: paymentRequest }], details);
      const response = await sheet.show().catch(() => null);
      if (!response) return null;
      const data = response.details as GooglePayPaymentData;
      return {
        token: data.paymentMethodData.tokenizationData.token,
        complete: (isAccepted) => response.complete(isAccepted ? 'success' : 'fail'),
      };
    },
  };
}
