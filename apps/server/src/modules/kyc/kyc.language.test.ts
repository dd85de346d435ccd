import { IdProofData, KycSession, MailboxResponse, OrderFormSession } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signIn, uniqueEmail } from '../auth/auth-test-kit.js';
import { fillSimpleForms, getForms, quoteFor } from './kyc-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' } });
});
afterAll(async () => t.close());

const DE = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

/** GET kyc/get-forms as the widget asks it, with these extra headers. */
async function formsIn(token: string, quoteId: string, headers: Record<string, string> = {}): Promise<KycSession> {
  const params = new URLSearchParams({ metadata: JSON.stringify({ formType: 'KYC', quoteId }) });
  const res = await t.app.inject({ url: `/api/v1/kyc/get-forms?${params}`, headers: { authorization: token, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return KycSession.parse(res.json().response);
}

const labelsOf = (session: KycSession, formId: string) => session.forms.find((form) => form.id === formId)?.fields.map((field) => field.name);

describe('kyc/get-forms speaks the language of the call (issue 18)', () => {
  it('German labels, titles, messages and country names with Accept-Language: de; English without it', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    const german = await formsIn(token, quoteId, DE);
    const english = await formsIn(token, quoteId);
    expect(german.forms.map((form) => form.id)).toEqual(english.forms.map((form) => form.id));

    expect(german.forms.find((form) => form.id === 'personalDetails')?.formName).toBe('Persönliche Angaben');
    expect(labelsOf(german, 'personalDetails')).toEqual(['Vorname', 'Nachname', 'Geburtsdatum', 'Mobilnummer', 'E-Mail']);
    expect(labelsOf(german, 'address')).toEqual(['Land', 'Adresszeile 1', 'Adresszeile 2', 'Stadt', 'Bundesland / Region', 'Postleitzahl']);
    const countryDe = german.forms.find((form) => form.id === 'address')?.fields[0]?.options ?? [];
    expect(countryDe).toContainEqual({ name: 'Deutschland', value: 'DE' });
    expect(countryDe).toContainEqual({ name: 'Vereinigtes Königreich', value: 'GB' });
    expect(german.forms.find((form) => form.id === 'purposeOfUsage')?.message).toBe('Bitte wählen Sie mindestens einen Zweck aus, um fortzufahren');

    expect(english.forms.find((form) => form.id === 'personalDetails')?.formName).toBe('Personal Details');
    expect(labelsOf(english, 'personalDetails')).toEqual(['First Name', 'Last Name', 'Date of Birth', 'Mobile Number', 'Email']);
    expect(english.forms.find((form) => form.id === 'address')?.fields[0]?.options).toContainEqual({ name: 'Germany', value: 'DE' });
    expect(english.forms.find((form) => form.id === 'purposeOfUsage')?.message).toBe('Please select at least one purpose to proceed ahead');
  });

  it('a bad Accept-Language header is ignored: English, never a failure', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    for (const garbage of [';;;,,,q=2', 'x'.repeat(600), '*', 'fr-FR']) {
      const session = await formsIn(token, quoteId, { 'accept-language': garbage });
      expect(session.forms.find((form) => form.id === 'personalDetails')?.formName, garbage.slice(0, 12)).toBe('Personal Details');
    }
  });

  it('a form sent in German is checked as in English: the same submit passes', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    await formsIn(token, quoteId, DE);
    await fillSimpleForms(t.app, token);
    expect((await formsIn(token, quoteId, DE)).forms).toEqual([]);
  });

  it('orders/forms: the billing address and bank details in German with Accept-Language: de', async () => {
    const token = await signIn(t.app);
    const metadata = JSON.stringify({ formType: 'ORDER', paymentMethod: 'sepa_bank_transfer' });
    const res = await t.app.inject({
      url: `/api/v1/orders/forms?${new URLSearchParams({ type: 'ORDER', formIds: 'billingAddress,bankDetails', metadata })}`,
      headers: { authorization: token, ...DE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [billing, bank] = OrderFormSession.parse(res.json().response).forms;
    expect(billing?.formName).toBe('Rechnungsadresse');
    expect(billing?.fields[1]?.placeholder).toBe('Geben Sie Ihre Adresse ein');
    expect(bank?.formName).toBe('Bankverbindung');
    expect(bank?.fields.find((field) => field.id === 'accountHolderName')).toMatchObject({ name: 'Name des Kontoinhabers', info: 'Das Konto muss auf Ihren eigenen Namen lauten.' });
    expect(bank?.fields.find((field) => field.id === 'iban')?.regexErrorMessage).toBe('Geben Sie eine gültige IBAN ein');
  });
});

describe('the KYC link e-mail goes out in the language the user signed in with (issue 18)', () => {
  async function linkMail(language: string) {
    const email = uniqueEmail('camera-language');
    const token = await signIn(t.app, email, { language });
    const quoteId = await quoteFor(t.app, '500');
    await getForms(t.app, token, { quoteId });
    await fillSimpleForms(t.app, token);
    const { workflowRunId, verificationUrl } = IdProofData.parse((await getForms(t.app, token, { quoteId })).forms[0]?.data);
    // As a job would: the call itself names no language, the one stored at sign-in is used.
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/kyc/workflow-run/${workflowRunId}/email-link`, headers: { authorization: token } });
    expect(res.json().response).toEqual({ isSent: true });
    const [mail] = MailboxResponse.parse((await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().response);
    return { mail: mail!, verificationUrl };
  }

  it('in German for a user who signed in in German', async () => {
    const { mail, verificationUrl } = await linkMail('de');
    expect(mail.subject).toBe('Setzen Sie Ihre Identitätsprüfung bei Ferry fort');
    expect(mail.text).toContain('Öffnen Sie diesen Link auf einem Gerät mit Kamera');
    expect(mail.text).toContain(verificationUrl);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('in English for a user who signed in in English', async () => {
    const { mail } = await linkMail('en-GB');
    expect(mail.subject).toBe('Continue your Ferry identity verification');
    expect(mail.text).toContain('Open this link on a device with a camera to take a photo of your ID and a selfie:');
    expect(mail.html).toContain('<html lang="en">');
  });
});
