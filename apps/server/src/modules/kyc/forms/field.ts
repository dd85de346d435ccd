import type { FormEndpoint, FormField, KycForm, KycFormId } from '@ferry/contracts';
import { formField } from '@ferry/rules';
import type { Texts } from '../../../i18n/texts.js';

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

/** The forms whose step message (spec 000 section 5) shows while the step is incomplete: `form.stepMessage.<formId>`. */
export const FORMS_WITH_STEP_MESSAGE: readonly KycFormId[] = ['purposeOfUsage', 'sourceOfIncome', 'documentProof', 'usSSN'];

/**
 * A form that sends its fields, in the language of `t`: its title `form.title.<formId>` (spec 000
 * section 2) and step message; special screens override noSubmit, endpoint and data.
 */
export function form(t: Texts, id: KycFormId, fields: FormField[], overrides: Partial<KycForm> = {}): KycForm {
  return {
    id,
    formName: t(`form.title.${id}`),
    tabs: [],
    fields,
    hideProgress: false,
    onSubmit: ['refreshForms', 'refetchUser'],
    endpoint: endpointFor(id),
    noSubmit: false,
    supportAutoSubmit: false,
    message: FORMS_WITH_STEP_MESSAGE.includes(id) ? t(`form.stepMessage.${id}`) : null,
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
