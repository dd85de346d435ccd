import { type OrderFormId, Quote } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { orderFormsQueryOptions } from '../../api/orders/get-order-forms.js';
import { useSessionValue } from '../../stores/session-store.js';

/** The stored quote's id and payment method: what the server builds the order forms for. */
function useOrderFormsMetadata() {
  const quote = Quote.safeParse(useSessionValue('quote')).data;
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
