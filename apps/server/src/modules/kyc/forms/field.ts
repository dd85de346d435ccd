import type { FormEndpoint, FormField, KycForm, KycFormId } from '@ferry/contracts';
import { KYC_FORM_TITLES } from '@ferry/contracts';
import { formField, KYC_STEP_MESSAGES } from '@ferry/rules';

/** A field with the quiet defaults; each form states only what differs. */
export const field = formField;

export const hint = (id: string, description: string): FormField =>
  field({ id, type: 'hint', name: '', description, isRequired: false });

/** Personal details go to PATCH /user (the widget adds apiKey); every other form to its own path. */
export function endpointFor(formId: KycFormId): FormEndpoint {
  return formId === 'personalDetails'
    ? { host: '', path: '/user', method: 'PATCH', excludeDisabled: true }
    : { host: '', path: `/kyc/forms/${formId}`, method: 'POST', excludeDisabled: true };
}

/** A form that sends its fields; special screens override noSubmit, endpoint and data. */
export function form(id: KycFormId, fields: FormField[], overrides: Partial<KycForm> = {}): KycForm {
  return {
    id,
    formName: KYC_FORM_TITLES[id],
    tabs: [],
    fields,
    hideProgress: false,
    onSubmit: ['refreshForms', 'refetchUser'],
    endpoint: endpointFor(id),
    noSubmit: false,
    supportAutoSubmit: false,
    message: KYC_STEP_MESSAGES[id] ?? null,
    bannerMessage: null,
    data: null,
    ...overrides,
  };
}

/** A stored value as a field's starting text. */
export function storedText(values: Record<string, unknown> | undefined, key: string): string | null {
  const value = values?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
