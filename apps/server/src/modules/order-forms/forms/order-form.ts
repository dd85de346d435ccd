import { type FormEndpoint, type FormField, ORDER_FORM_TITLES, type OrderForm, type OrderFormId } from '@ferry/contracts';

/** An order form in the KYC forms' shape; each names its own submit endpoint. */
export function orderForm(id: OrderFormId, fields: FormField[], endpoint: FormEndpoint): OrderForm {
  return {
    id,
    formName: ORDER_FORM_TITLES[id],
    tabs: [],
    fields,
    hideProgress: false,
    onSubmit: ['refreshForms', 'refetchUser'],
    endpoint,
    noSubmit: false,
    supportAutoSubmit: false,
    message: null,
    bannerMessage: null,
    data: null,
  };
}

/** A stored value as a field's starting text. */
export function textOf(values: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = values?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
