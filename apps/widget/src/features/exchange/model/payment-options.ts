import type { FiatCurrency, PaymentMethodId, PaymentOption, WidgetParams } from '@ferry/contracts';
import { applyPaymentAvailability, type PaymentAvailabilityContext } from '@ferry/rules';
import type { ExchangeFlow } from '../../../stores/buy-or-sell-flow.js';

/**
 * The payment-method radios: active options of the fiat (payout options on a sell), without the
 * partner's disablePaymentMethods, with the availability rules applied (enabled first, disabled
 * ones carrying their reason).
 */
export function paymentOptionsFor(
  flow: ExchangeFlow,
  fiat: FiatCurrency | undefined,
  params: WidgetParams,
  context: PaymentAvailabilityContext,
): PaymentOption[] {
  if (!fiat) return [];
  const disabledByPartner = new Set(params.disablePaymentMethods ?? []);
  const options = fiat.paymentOptions.filter(
    (option) =>
      option.isActive &&
      !disabledByPartner.has(option.id) &&
      (flow === 'BUY' || option.isPayOutAllowed) &&
      (params.paymentMethod === undefined || option.id === params.paymentMethod),
  );
  return applyPaymentAvailability(options, context);
}

/** Keeps the chosen method while it is enabled, else the partner's, else the first enabled one. */
export function pickPaymentMethod(
  options: readonly PaymentOption[],
  current: PaymentMethodId | undefined,
  preferred: PaymentMethodId | undefined,
): PaymentMethodId | undefined {
  const enabled = options.filter((option) => !option.disabled);
  const has = (id: PaymentMethodId | undefined) => id !== undefined && enabled.some((option) => option.id === id);
  if (has(current)) return current;
  if (has(preferred)) return preferred;
  return enabled[0]?.id;
}
