import { type OrderFormId, type OrderFormsMetadata, OrderFormSession } from '@ferry/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

export type OrderFormsParams = { metadata: Partial<OrderFormsMetadata>; formIds?: OrderFormId[] };

/** GET orders/forms: the order forms (billing address, bank details) asked for or still pending (spec 000 section 7 "GET forms"). */
export function getOrderForms({ metadata, formIds }: OrderFormsParams, signal?: AbortSignal) {
  return apiRequest('orders/forms', {
    schema: OrderFormSession,
    query: {
      type: 'ORDER',
      metadata: JSON.stringify({ formType: 'ORDER', ...metadata }),
      formIds: formIds?.length ? formIds.join(',') : undefined,
    },
    signal,
  });
}

export const ORDER_FORMS_QUERY_KEY = ['order-forms'] as const;

export const orderFormsQueryOptions = (params: OrderFormsParams) =>
  queryOptions({
    queryKey: [...ORDER_FORMS_QUERY_KEY, params],
    queryFn: ({ signal }) => getOrderForms(params, signal),
  });
