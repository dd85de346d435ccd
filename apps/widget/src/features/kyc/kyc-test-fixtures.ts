import type { FormField, KycForm, KycSession } from '@ferry/contracts';
import { formField } from '@ferry/rules';
import { vi } from 'vitest';

export const aField = formField;

export function aForm(id: KycForm['id'], fields: FormField[], overrides: Partial<KycForm> = {}): KycForm {
  return {
    id,
    formName: id,
    tabs: [],
    fields,
    hideProgress: false,
    onSubmit: ['refreshForms', 'refetchUser'],
    endpoint: { host: '', path: id === 'personalDetails' ? '/user' : `/kyc/forms/${id}`, method: id === 'personalDetails' ? 'PATCH' : 'POST', excludeDisabled: true },
    noSubmit: false,
    supportAutoSubmit: false,
    message: null,
    bannerMessage: null,
    data: null,
    ...overrides,
  };
}

export const personalDetailsForm = aForm(
  'personalDetails',
  [
    aField({ id: 'firstName', type: 'text', name: 'First Name', cols: 1, regex: "^[A-Za-z' .-]{1,50}$" }),
    aField({ id: 'lastName', type: 'text', name: 'Last Name', cols: 1, regex: "^[A-Za-z' .-]{1,50}$" }),
    aField({ id: 'dob', type: 'date', name: 'Date of Birth', placeholder: 'DD-MM-YYYY' }),
    aField({ id: 'mobileNumber', type: 'text', name: 'Mobile Number', regex: '^\\+[1-9]\\d{7,14}$', regexErrorMessage: 'Please enter a valid mobile number with its country code' }),
    aField({ id: 'email', type: 'text', name: 'Email', disabled: true, value: 'ada@example.com' }),
  ],
  { formName: 'Personal Details', supportAutoSubmit: true },
);

export const addressForm = aForm(
  'address',
  [
    aField({ id: 'countryCode', type: 'select', name: 'Country', options: [{ name: 'Germany', value: 'DE' }, { name: 'United States', value: 'US' }] }),
    aField({ id: 'addressLine1', type: 'text', name: 'Address Line 1' }),
    aField({ id: 'city', type: 'text', name: 'City', cols: 1 }),
    aField({ id: 'state', type: 'text', name: 'State', cols: 1 }),
    aField({ id: 'postCode', type: 'text', name: 'Post Code' }),
  ],
  { formName: 'Address' },
);

export const purposeForm = aForm(
  'purposeOfUsage',
  [aField({ id: 'purposes', type: 'multiCheckbox', name: 'Purpose', options: [{ name: 'Investment', value: 'investment' }, { name: 'Trading', value: 'trading' }] })],
  { formName: 'Purpose of using Ferry', message: 'Please select at least one purpose to proceed ahead' },
);

export function aSession(forms: KycForm[], overrides: Partial<KycSession> = {}): KycSession {
  return {
    onboardingSessionId: 'session-1',
    kycFlowType: 'STANDARD',
    kycType: 'SIMPLE',
    kycTypeRequiredDuringJourney: 'SIMPLE',
    isKycRefresh: false,
    forms,
    totalSteps: forms.filter((form) => !form.hideProgress).length,
    invisibleSteps: forms.filter((form) => form.hideProgress).length,
    ...overrides,
  };
}

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown };
type Answer = { status: number; body: unknown };
export const ok = (response: unknown): Answer => ({ status: 200, body: { response } });
export const failure = (status: number, code: string, message: string, params?: Record<string, string | number>): Answer => ({
  status,
  body: { statusCode: status, code, message, ...(params ? { params } : {}) },
});

/** A fake server whose answers may change with each call; every call is recorded. */
export function fakeServer(handle: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api\/v1\//, ''), search: url.searchParams, body };
    calls.push(call);
    const answer = handle(call) ?? failure(404, 'NOT_FOUND', 'Not found');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
