import type { KycFormId, KycSession, Quote } from '@ferry/contracts';
import { KYC_STEP_MESSAGES } from '@ferry/rules';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fieldErrorOf } from '../../test/field-error.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aUser } from '../../test/user-fixture.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { type Call, aForm, aSession, addressForm, failure, fakeServer, ok, personalDetailsForm, purposeForm } from './kyc-test-fixtures.js';
import { KycFormRoute } from './kyc-form-route.js';
import { stepMessageText } from './model/step-message.js';

function renderKyc(path: string) {
  return renderRoutes(
    [
      { path: '/user/kyc-forms', element: <KycFormRoute /> },
      { path: '/user/kyc-forms/:formId', element: <KycFormRoute /> },
      { path: '/user/profile', element: <p>profile</p> },
      { path: '/user/confirm-order', element: <p>confirm order</p> },
      { path: '/', element: <p>exchange</p> },
    ],
    { initialEntries: [path], partner: demoPartner },
  );
}

/** The server: get-forms answers from a list that shrinks as forms are sent. */
function serverWith(sessions: KycSession[], onSubmit: (call: Call) => ReturnType<typeof ok> | undefined = () => ok({ formId: 'personalDetails', kycStatus: 'NOT_SUBMITTED' })) {
  let index = 0;
  return fakeServer((call) => {
    if (call.path === 'users') return ok(aUser());
    if (call.path === 'kyc/get-forms') return ok(sessions[Math.min(index, sessions.length - 1)]);
    if (call.method !== 'GET') {
      const answer = onSubmit(call);
      if (answer?.status === 200) index += 1;
      return answer;
    }
    return undefined;
  });
}

const byLabel = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

async function fillPersonalDetails() {
  fireEvent.change(await byLabel('First Name'), { target: { value: 'Ada' } });
  fireEvent.change(await byLabel('Last Name'), { target: { value: 'Lovelace' } });
  fireEvent.change(await byLabel('Date of Birth'), { target: { value: '10121990' } });
  fireEvent.change(await byLabel('Mobile Number'), { target: { value: '447700900123' } });
}

const quote = {
  quoteId: 'q.sig', isBuyOrSell: 'BUY', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card',
  fiatAmount: '250.00', cryptoAmount: '0.08', conversionPrice: '0.00036', feeDecimal: '0.0444', totalFee: '11.10', totalFeesFiat: '11.10',
  totalAmount: '250.00', slippage: '0.5', notes: [], isFeeExcludedFromFiat: false, ferryFeeOffPercent: '0', campaignAmount: '0.00',
  actualFerryFees: '2.50', actualTotalFees: '11.10', issuedAt: '2025-01-01T00:00:00.000Z', expiresAt: '2025-01-01T00:01:00.000Z', feeBreakdown: [],
} satisfies Quote;

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
});

describe('KYC forms route (spec 000 sections 2, 4 and 5)', () => {
  it("opens the first form with 'KYC Step n/m' and keeps Continue disabled while anything is invalid", async () => {
    serverWith([aSession([personalDetailsForm, addressForm, purposeForm])]);
    const view = renderKyc('/user/kyc-forms');
    expect(await screen.findByText('KYC Step 1/3')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/user/kyc-forms/personalDetails');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personal Details');
    expect(continueButton().disabled).toBe(true);
    await fillPersonalDetails();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it("shows 'Required' inline once an empty required field is left, and trims text at the start", async () => {
    serverWith([aSession([personalDetailsForm])]);
    renderKyc('/user/kyc-forms/personalDetails');
    const firstName = await byLabel('First Name');
    fireEvent.change(firstName, { target: { value: '   Ada ' } });
    expect(firstName.value).toBe('Ada ');
    fireEvent.change(firstName, { target: { value: '' } });
    fireEvent.blur(firstName);
    await waitFor(() => expect(fieldErrorOf(firstName)).toBe('Required'));
  });

  it("shows the field's own message or 'Enter a valid {field name}', and 'Please enter a valid date' for the date of birth", async () => {
    serverWith([aSession([personalDetailsForm])]);
    renderKyc('/user/kyc-forms/personalDetails');
    const lastName = await byLabel('Last Name');
    fireEvent.change(lastName, { target: { value: 'R2D2' } });
    fireEvent.blur(lastName);
    expect(await screen.findByText('Enter a valid Last Name')).toBeTruthy();
    const dob = await byLabel('Date of Birth');
    fireEvent.change(dob, { target: { value: '01012020' } });
    expect(dob.value).toBe('01-01-2020');
    fireEvent.blur(dob);
    expect(await screen.findByText('Please enter a valid date')).toBeTruthy();
  });

  it('the mobile number starts with + and the US prefix, and uses a phone keyboard', async () => {
    serverWith([aSession([personalDetailsForm])]);
    renderKyc('/user/kyc-forms/personalDetails');
    const mobile = await byLabel('Mobile Number');
    await waitFor(() => expect(mobile.value).toBe('+1'));
    expect(mobile.getAttribute('inputmode')).toBe('tel');
    fireEvent.change(mobile, { target: { value: '44 7700 900123' } });
    expect(mobile.value).toBe('+447700900123');
  });

  it('sends the form to its endpoint (PATCH /user with the apiKey, without disabled fields), then opens the next form', async () => {
    const { calls } = serverWith([aSession([personalDetailsForm, addressForm]), aSession([addressForm], { totalSteps: 2 })]);
    const view = renderKyc('/user/kyc-forms/personalDetails');
    await fillPersonalDetails();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/kyc-forms/address'));
    const submit = calls.find((call) => call.method === 'PATCH');
    expect(submit?.path).toBe('user');
    expect(submit?.search.get('apiKey')).toBe('pk_sandbox_demo');
    expect(submit?.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', dob: '10-12-1990', mobileNumber: '+447700900123' });
    expect(await screen.findByText('KYC Step 2/2')).toBeTruthy();
  });

  it('a failed submit opens the drawer with the field worded from the code and the inputs sent, and the form stays for manual entry', async () => {
    serverWith([aSession([personalDetailsForm])], () => failure(400, 'KYC_FORM_INVALID', 'server words', { field: 'firstName', problem: 'INVALID' }));
    renderKyc('/user/kyc-forms/personalDetails');
    await fillPersonalDetails();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    const details = await screen.findByLabelText('Submitted details');
    expect(screen.getByText('First Name: Enter a valid First Name')).toBeTruthy();
    expect(details.textContent).toContain('Lovelace');
    expect(details.textContent).toContain('+447700900123');
    // The drawer is modal: the form behind it is out of reach until it is dismissed, then usable.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it("a refused mobile number's code is worded under the field (spec 000 section 5), never matched by its English", async () => {
    serverWith([aSession([personalDetailsForm])], () => failure(400, 'MOBILE_NUMBER_LANDLINE', 'server words', { field: 'mobileNumber' }));
    renderKyc('/user/kyc-forms/personalDetails');
    await fillPersonalDetails();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(await screen.findByText('SMS is not supported by landline phone number')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(await byLabel('Mobile Number'), { target: { value: '447700900124' } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it('what the user typed survives a reload', async () => {
    serverWith([aSession([personalDetailsForm])]);
    const first = renderKyc('/user/kyc-forms/personalDetails');
    fireEvent.change(await byLabel('First Name'), { target: { value: 'Grace' } });
    first.unmount();
    renderKyc('/user/kyc-forms/personalDetails');
    expect((await byLabel('First Name')).value).toBe('Grace');
  });

  it("shows the step message while the step is incomplete: 'Please select at least one purpose to proceed ahead'", async () => {
    serverWith([aSession([purposeForm])]);
    renderKyc('/user/kyc-forms/purposeOfUsage');
    expect(await screen.findByText('Please select at least one purpose to proceed ahead')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Investment'));
    await waitFor(() => expect(screen.queryByText('Please select at least one purpose to proceed ahead')).toBeNull());
  });

  it("sends prefilled partner userData on its own, and shows the form if that fails", async () => {
    sessionStore.set('widgetParams', {
      productsAvailed: ['BUY'],
      byProduct: { BUY: { userData: { firstName: 'Ada', lastName: 'Lovelace', dob: '1990-12-10', mobileNumber: '+447700900123' } } },
      rejected: [],
    });
    sessionStore.set('buyOrSellFlow', 'BUY');
    const { calls } = serverWith([aSession([personalDetailsForm])], () => failure(400, 'KYC_FORM_INVALID', 'Try again'));
    const worded = 'Some of the details entered are not valid. Please check them and try again.';
    renderKyc('/user/kyc-forms/personalDetails');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ firstName: 'Ada', dob: '10-12-1990' });
    expect(await screen.findByText(worded)).toBeTruthy();
    expect((await byLabel('First Name')).value).toBe('Ada');
  });

  it('shows the maintenance message when the KYC provider is unavailable', async () => {
    fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') {
        return failure(503, 'KYC_PROVIDER_UNAVAILABLE', 'User Maintenance: Sorry, our KYC provider is under maintenance. Please try placing your order again in some time. We appreciate your patience!');
      }
      return undefined;
    });
    renderKyc('/user/kyc-forms');
    expect(await screen.findByRole('heading', { name: 'User Maintenance' })).toBeTruthy();
    expect(screen.getByText(/Sorry, our KYC provider is under maintenance/)).toBeTruthy();
  });

  it('a quote rejected as invalid sends the user to the exchange', async () => {
    fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return failure(400, 'QUOTE_INVALID', 'This quote is not valid');
      return undefined;
    });
    renderKyc('/user/kyc-forms');
    expect(await screen.findByText('exchange')).toBeTruthy();
  });

  it('with no form left the user goes to the profile (no order to confirm)', async () => {
    serverWith([aSession([])]);
    renderKyc('/user/kyc-forms');
    expect(await screen.findByText('profile')).toBeTruthy();
  });

  it('with no form left and an order to confirm, the flow goes to confirm order', async () => {
    sessionStore.set('quote', quote);
    serverWith([aSession([])]);
    renderKyc('/user/kyc-forms');
    expect(await screen.findByText('confirm order')).toBeTruthy();
  });

  it('asks for the forms with the stored quote id as metadata', async () => {
    sessionStore.set('quote', quote);
    const { calls } = serverWith([aSession([])]);
    renderKyc('/user/kyc-forms');
    await act(async () => {
      await waitFor(() => expect(calls.some((call) => call.path === 'kyc/get-forms')).toBe(true));
    });
    const metadata = JSON.parse(calls.find((call) => call.path === 'kyc/get-forms')?.search.get('metadata') ?? '{}');
    expect(metadata).toEqual({ formType: 'KYC', quoteId: 'q.sig' });
  });

  it("'Update Now' of the location alert (?update=true) asks for the done address form alone and shows it", async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      // The journey has nothing left; only onlyFormIds=address brings the done form back.
      if (call.path === 'kyc/get-forms') return ok(aSession(call.search.get('onlyFormIds') === 'address' ? [addressForm] : []));
      return undefined;
    });
    renderKyc('/user/kyc-forms/address?update=true');
    expect(await screen.findByRole('heading', { level: 1, name: /address/i })).toBeTruthy();
    expect(calls.find((call) => call.path === 'kyc/get-forms')?.search.get('onlyFormIds')).toBe('address');
  });

  it('without ?update=true a finished form id goes on as before (no form left: the profile)', async () => {
    const { calls } = serverWith([aSession([])]);
    renderKyc('/user/kyc-forms/address');
    expect(await screen.findByText('profile')).toBeTruthy();
    expect(calls.some((call) => call.search.has('onlyFormIds'))).toBe(false);
  });
});

describe('KYC in German', () => {
  it("words the progress, the field errors and a submitted field's problem in German", async () => {
    loadEveryCatalogue('de');
    serverWith([aSession([personalDetailsForm, addressForm, purposeForm])], () =>
      failure(400, 'KYC_FORM_INVALID', 'server words', { field: 'firstName', problem: 'INVALID' }),
    );
    renderKyc('/user/kyc-forms/personalDetails');
    expect(await screen.findByText('KYC-Schritt 1/3')).toBeTruthy();
    const firstName = await byLabel('First Name');
    fireEvent.change(firstName, { target: { value: '' } });
    fireEvent.blur(firstName);
    await waitFor(() => expect(fieldErrorOf(firstName)).toBe('Pflichtfeld'));
    const lastName = await byLabel('Last Name');
    fireEvent.change(lastName, { target: { value: 'R2D2' } });
    fireEvent.blur(lastName);
    await waitFor(() => expect(fieldErrorOf(lastName)).toBe('Last Name ist ungültig'));
    const dob = await byLabel('Date of Birth');
    fireEvent.change(dob, { target: { value: '01012020' } });
    fireEvent.blur(dob);
    await waitFor(() => expect(fieldErrorOf(dob)).toBe('Bitte geben Sie ein gültiges Datum ein'));
    await fillPersonalDetails();
    const form = (await byLabel('First Name')).closest('form');
    if (form) fireEvent.submit(form);
    expect(await screen.findByText('First Name: First Name ist ungültig')).toBeTruthy();
    expect(screen.getByLabelText('Gesendete Angaben')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hoppla!' })).toBeTruthy();
  });

  it('shows the step message by the form id in German, whatever language the server wrote it in', async () => {
    loadEveryCatalogue('de');
    serverWith([aSession([purposeForm])]);
    renderKyc('/user/kyc-forms/purposeOfUsage');
    expect(await screen.findByText('Bitte wählen Sie mindestens einen Verwendungszweck aus, um fortzufahren')).toBeTruthy();
  });

  it('words the maintenance screen in German', async () => {
    loadEveryCatalogue('de');
    fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return failure(503, 'KYC_PROVIDER_UNAVAILABLE', 'User Maintenance: …');
      return undefined;
    });
    renderKyc('/user/kyc-forms');
    expect(await screen.findByRole('heading', { name: 'Wartungsarbeiten' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Identitätsprüfung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
  });

  it('shows the higher-limits screen with the levels and limits in German style', async () => {
    loadEveryCatalogue('de');
    const upgrade = aForm('kycUpgrade', [], {
      formName: 'Higher Limits',
      hideProgress: true,
      data: { currentLevel: 'SIMPLE', requiredLevel: 'STANDARD', fiatCurrency: 'EUR', currentLimit: '150', requiredLimit: '15000' },
    });
    serverWith([aSession([upgrade, addressForm])]);
    renderKyc('/user/kyc-forms/kycUpgrade');
    expect(await screen.findByRole('heading', { name: 'Höhere Limits freischalten' })).toBeTruthy();
    expect(screen.getByText('Ihre Stufe: Stufe 1 (SIMPLE)')).toBeTruthy();
    expect(screen.getByText('Erforderlich: Stufe 2 (STANDARD)')).toBeTruthy();
    expect(screen.getByText('bis 15.000 EUR pro Bestellung')).toBeTruthy();
  });
});

describe('KYC step messages (spec 000 section 5)', () => {
  it("are the spec's texts in English, worded by form id", () => {
    for (const [id, text] of Object.entries(KYC_STEP_MESSAGES)) {
      expect(stepMessageText({ id: id as KycFormId, message: 'from the server' })).toBe(text);
    }
    expect(stepMessageText({ id: 'address', message: 'from the server' })).toBe('from the server');
    expect(stepMessageText({ id: 'usSSN', message: null })).toBeUndefined();
  });
});
