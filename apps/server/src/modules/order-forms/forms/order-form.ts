import type { FormEndpoint, FormField, OrderForm, OrderFormId } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';

/** An order form in the KYC forms' shape, titled `form.title.<formId>` in the language of `t`; each names its own submit endpoint. */
export function orderForm(t: Texts, id: OrderFormId, fields: FormField[], endpoint: FormEndpoint): OrderForm {
  return {
    id,
    formName: t(`form.title.${id}`),
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
