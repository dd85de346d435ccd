import { type OrderFormId, type PaymentMethodId, Quote } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { orderFormsQueryOptions } from '../../api/orders/get-order-forms.js';
import { readLocationState } from '../../layout/location-state.js';
import { useLocation } from '../../routing/index.js';
import { useSessionValue } from '../../stores/session-store.js';

/**
 * What the server builds the order forms for: on the off-ramp stream's way (a redirect path in
 * the navigation state) the stream's withdrawal method, else the stored quote's id and method.
 */
function useOrderFormsMetadata() {
  const quote = Quote.safeParse(useSessionValue('quote')).data;
  const state = readLocationState(useLocation().state);
  if (state.redirectPath && state.paymentMethod) return { paymentMethod: state.paymentMethod as PaymentMethodId };
  return quote ? { quoteId: quote.quoteId, paymentMethod: quote.paymentMethod } : {};
}

/**
 * The order forms of this order (GET orders/forms): the pending ones, and the asked form when it
 * is not among them (bank details are asked for by routing, not pending on the server).
 */
export function useOrderForms(formId: OrderFormId | null) {
  const metadata = useOrderFormsMetadata();
  const pending = useQuery(orderFormsQueryOptions({ metadata }));
  const pendingForm = formId ? pending.data?.forms.find((form) => form.id === formId) : undefined;
  const asked = useQuery({
    ...orderFormsQueryOptions({ metadata, formIds: formId ? [formId] : [] }),
    enabled: formId !== null && pending.isSuccess && !pendingForm,
  });
  const form = pendingForm ?? asked.data?.forms[0];
  return {
    pending,
    pendingIds: pending.data?.forms.map((candidate) => candidate.id) ?? [],
    form,
    error: pending.error ?? asked.error,
    refetch: () => (pending.error ? pending.refetch() : asked.refetch()),
  };
}
