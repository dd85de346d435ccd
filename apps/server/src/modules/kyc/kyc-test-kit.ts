import { KycSession, MappedUser, Quote, type FormValues, type KycFormId } from '@ferry/contracts';
import type { FastifyInstance } from 'fastify';

/** Test helpers for KYC, driving the real app over HTTP as the widget does. */

export async function quoteFor(app: FastifyInstance, fiatAmount: string, fiatCurrency = 'EUR'): Promise<string> {
  const query = new URLSearchParams({
    fiatCurrency,
    cryptoCurrency: 'ETH',
    network: 'ethereum',
    paymentMethod: fiatCurrency === 'EUR' ? 'sepa_bank_transfer' : 'credit_debit_card',
    partnerApiKey: 'pk_sandbox_demo',
    fiatAmount,
  });
  const res = await app.inject({ url: `/api/v1/widget/quotes?${query}` });
  if (res.statusCode !== 200) throw new Error(`quote answered ${res.statusCode}: ${res.body}`);
  return Quote.parse(res.json().response).quoteId;
}

export function formsRequest(app: FastifyInstance, token: string, query: { quoteId?: string; onlyFormIds?: string; kycShareToken?: string; isDWA?: boolean } = {}) {
  const { onlyFormIds, ...metadata } = query;
  const params = new URLSearchParams({ metadata: JSON.stringify({ formType: 'KYC', ...metadata }) });
  if (onlyFormIds) params.set('onlyFormIds', onlyFormIds);
  return app.inject({ url: `/api/v1/kyc/get-forms?${params}`, headers: { authorization: token } });
}

export async function getForms(app: FastifyInstance, token: string, query: Parameters<typeof formsRequest>[2] = {}): Promise<KycSession> {
  const res = await formsRequest(app, token, query);
  if (res.statusCode !== 200) throw new Error(`get-forms answered ${res.statusCode}: ${res.body}`);
  return KycSession.parse(res.json().response);
}

export const formIds = (session: KycSession) => session.forms.map((form) => form.id);

/** Sends a form to the endpoint the form names, as the widget does. */
export function submitForm(app: FastifyInstance, token: string, session: KycSession | null, formId: KycFormId, values: FormValues) {
  const endpoint = session?.forms.find((form) => form.id === formId)?.endpoint;
  const path = endpoint?.path ?? (formId === 'personalDetails' ? '/user' : `/kyc/forms/${formId}`);
  const method = endpoint?.method ?? (formId === 'personalDetails' ? 'PATCH' : 'POST');
  const query = path === '/user' ? '?apiKey=pk_sandbox_demo' : '';
  return app.inject({ method, url: `/api/v1${path}${query}`, headers: { authorization: token }, payload: values });
}

export async function submitOk(app: FastifyInstance, token: string, formId: KycFormId, values: FormValues): Promise<void> {
  const res = await submitForm(app, token, null, formId, values);
  if (res.statusCode !== 200) throw new Error(`${formId} answered ${res.statusCode}: ${res.body}`);
}

export const personalDetails = (firstName = 'Ada'): FormValues => ({
  firstName,
  lastName: 'Lovelace',
  dob: '10-12-1990',
  mobileNumber: '+447700900123',
});

export const germanAddress: FormValues = {
  countryCode: 'DE',
  addressLine1: 'Alexanderplatz 1',
  addressLine2: '',
  city: 'Berlin',
  state: 'Berlin',
  postCode: '10178',
};

export const usAddress: FormValues = {
  countryCode: 'US',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  postCode: '10118',
};

/** Fills the SIMPLE forms of a user whose journey was started (get-forms called first). */
export async function fillSimpleForms(app: FastifyInstance, token: string, firstName = 'Ada'): Promise<void> {
  await submitOk(app, token, 'personalDetails', personalDetails(firstName));
  await submitOk(app, token, 'address', germanAddress);
  await submitOk(app, token, 'purposeOfUsage', { purposes: ['investment'] });
}

export async function getUser(app: FastifyInstance, token: string): Promise<MappedUser> {
  const res = await app.inject({ url: '/api/v1/users', headers: { authorization: token } });
  if (res.statusCode !== 200) throw new Error(`users answered ${res.statusCode}: ${res.body}`);
  return MappedUser.parse(res.json().response);
}

/** The provider page's 'Complete verification' (or 'Decline') button. */
export function finishIdStep(app: FastifyInstance, workflowRunId: string, verb: 'complete' | 'decline' = 'complete') {
  return app.inject({ method: 'POST', url: `/sandbox/kyc/${workflowRunId}/${verb}` });
}
