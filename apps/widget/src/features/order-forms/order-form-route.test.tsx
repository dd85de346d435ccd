import { FOOTER_BUTTON_DEBOUNCE_MS, type FormField, type OrderForm } from '@ferry/contracts';
import { formField as aField } from '@ferry/rules';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi, fail } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aSellQuote } from '../../test/sell-fixtures.js';
import { aUser } from '../../test/user-fixture.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { OrderFormRoute } from './order-form-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const bank = { id: '22222222-2222-4222-8222-222222222222', type: 'SEPA_BANK', accountNumber: '**** 3000', accountHolderName: 'Ada Lovelace', createdAt: '2030-01-01T00:00:00.000Z' };

function anOrderForm(id: OrderForm['id'], formName: string, fields: FormField[], path: string, method: 'POST' | 'PUT'): OrderForm {
  return {
    id,
    formName,
    tabs: [],
    fields,
    hideProgress: false,
    onSubmit: ['refreshForms', 'refetchUser'],
    endpoint: { host: '', path, method, excludeDisabled: true },
    noSubmit: false,
    supportAutoSubmit: false,
    message: null,
    bannerMessage: null,
    data: null,
  };
}

const sepaForm = anOrderForm(
  'bankDetails',
  'Bank Details',
  [
    aField({ id: 'type', type: 'text', name: 'Account type', hidden: true, value: 'SEPA_BANK' }),
    aField({ id: 'accountHolderName', type: 'text', name: 'Account holder name', regex: '^.{2,140}$', value: 'Ada Lovelace' }),
    aField({ id: 'iban', type: 'text', name: 'IBAN', regex: '^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,38}$', regexErrorMessage: 'Enter a valid IBAN' }),
  ],
  '/banks',
  'POST',
);
const gbpForm = anOrderForm(
  'bankDetails',
  'Bank Details',
  [
    aField({ id: 'type', type: 'text', name: 'Account type', hidden: true, value: 'GBP_BANK' }),
    aField({ id: 'accountHolderName', type: 'text', name: 'Account holder name', value: 'Ada Lovelace' }),
    aField({ id: 'sortCode', type: 'text', name: 'Sort code', cols: 1 }),
    aField({ id: 'accountNumber', type: 'text', name: 'Account number', cols: 1 }),
  ],
  '/banks',
  'POST',
);
const billingForm = anOrderForm(
  'billingAddress',
  'Billing Address',
  [
    aField({ id: 'countryCode', type: 'select', name: 'Country', options: [{ name: 'Germany', value: 'DE' }, { name: 'France', value: 'FR' }] }),
    aField({ id: 'addressLine1', type: 'text', name: 'Address Line 1', regex: '^.{2,120}$' }),
    aField({ id: 'addressLine2', type: 'text', name: 'Address Line 2', isRequired: false }),
    aField({ id: 'city', type: 'text', name: 'City', cols: 1 }),
    aField({ id: 'state', type: 'text', name: 'State', cols: 1 }),
    aField({ id: 'postCode', type: 'text', name: 'Post Code', regex: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$' }),
  ],
  '/user/billing-address',
  'PUT',
);
const session = (...forms: OrderForm[]) => ok({ forms, totalSteps: forms.length });

function render(path = '/user/orderForms/bankDetails', state?: unknown) {
  return renderRoutes(
    [
      { path: '/user/orderForms', element: <OrderFormRoute /> },
      { path: '/user/orderForms/:formId', element: <OrderFormRoute /> },
      { path: '/user/confirm-order', Component: () => <p>confirm order</p> },
      { path: '/user/off-ramp-stream-onboarding/terms-and-conditions', Component: () => <p>stream terms</p> },
      { path: '/404', Component: () => <p>not found</p> },
    ],
    { initialEntries: [{ pathname: path, state }], partner: demoPartner },
  );
}

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('bank details order form, rendered by the form engine (spec 000 section 2, spec 001 section 4)', () => {
  it("a SEPA sell asks for the account holder and the IBAN with 'ORDER Step 1/1'; a wrong checksum reads 'Enter a valid IBAN' and Continue stays disabled", async () => {
    sessionStore.set('quote', aSellQuote());
    fakeApi({ users: ok(aUser({ firstName: 'Ada', lastName: 'Lovelace' })), 'orders/forms': session(sepaForm) });
    render();
    const holder = await screen.findByLabelText('Account holder name');
    expect((holder as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(screen.getByText('ORDER Step 1/1')).toBeTruthy();
    const iban = screen.getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.blur(iban);
    expect(await screen.findByText('Enter a valid IBAN')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it("a valid IBAN is sent to the form's endpoint (POST banks), then confirm order opens with ?bankId=", async () => {
    sessionStore.set('quote', aSellQuote());
    const fetchMock = fakeApi({ users: ok(aUser({ firstName: 'Ada', lastName: 'Lovelace' })), 'orders/forms': session(sepaForm), banks: ok(bank) });
    const { router } = render();
    fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findByText('confirm order')).toBeTruthy();
    expect(router.state.location.search).toBe(`?bankId=${bank.id}`);
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/banks'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'DE89 3704 0044 0532 0130 00' });
  });
  it('with a redirect path in the navigation state a saved account goes to the off-ramp stream terms, keeping the bank id in state', async () => {
    sessionStore.set('quote', aSellQuote());
    fakeApi({ users: ok(aUser({ banks: [{ id: bank.id, type: 'SEPA_BANK', accountNumber: '**** 3000' }] })), 'orders/forms': session(sepaForm) });
    const { router } = render('/user/orderForms/bankDetails', { redirectPath: '/user/off-ramp-stream/wallets' });
    fireEvent.click(await screen.findByRole('button', { name: /SEPA bank account \*\*\*\* 3000/ }));
    expect(await screen.findByText('stream terms')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ bankId: bank.id });
  });
  it('a GBP sell asks for the sort code and account number; a saved UK account can be chosen', async () => {
    sessionStore.set('quote', aSellQuote({ fiatCurrency: 'GBP', paymentMethod: 'gbp_bank_transfer' }));
    fakeApi({ users: ok(aUser({ banks: [{ id: bank.id, type: 'GBP_BANK', accountNumber: '**** 5678' }] })), 'orders/forms': session(gbpForm) });
    const { router } = render();
    expect(await screen.findByLabelText('Sort code')).toBeTruthy();
    expect(screen.getByLabelText('Account number')).toBeTruthy();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /UK bank account \*\*\*\* 5678/ }));
    expect(await screen.findByText('confirm order')).toBeTruthy();
    expect(router.state.location.search).toBe(`?bankId=${bank.id}`);
  });
  it('another order form id is page not found', async () => {
    fakeApi({});
    render('/user/orderForms/somethingElse');
    expect(await screen.findByText('not found')).toBeTruthy();
  });
});

describe('billing address order form (spec 001 section 5 "Billing address form")', () => {
  it("/user/orderForms without an id opens the first pending form: 'ORDER Step 1/1', Continue disabled until valid, leading spaces trimmed", async () => {
    fakeApi({ users: ok(aUser()), 'orders/forms': session(billingForm) });
    const { router } = render('/user/orderForms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/orderForms/billingAddress'));
    expect(await screen.findByText('ORDER Step 1/1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Billing Address' })).toBeTruthy();
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    fireEvent.change(screen.getByLabelText('Address Line 1'), { target: { value: '   Unter den Linden 5' } });
    expect((screen.getByLabelText('Address Line 1') as HTMLInputElement).value).toBe('Unter den Linden 5');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Berlin' } });
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Post Code'), { target: { value: '10117' } });
    expect(continueButton.disabled).toBe(false);
  });
  it('a saved billing address goes on to confirm order; a refused one opens the drawer with the message and the inputs', async () => {
    const fetchMock = fakeApi({
      users: ok(aUser()),
      'orders/forms': session(billingForm),
      'user/billing-address': fail(400, 'ORDER_FORM_INVALID', 'server words', { field: 'postCode', problem: 'INVALID' }),
    });
    render('/user/orderForms/billingAddress');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: 'FR' } });
    for (const [label, value] of [['Address Line 1', '5 Rue de Rivoli'], ['City', 'Paris'], ['State', 'IDF'], ['Post Code', '75001']] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    // Worded from the code's field and problem (spec 000 section 5: 'Enter a valid {field name}').
    expect(await screen.findByText('Post Code: Enter a valid Post Code')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/user/billing-address'));
    expect(call?.[1]?.method).toBe('PUT');

    fakeApi({ users: ok(aUser()), 'orders/forms': session(), 'user/billing-address': ok({ formId: 'billingAddress', billingAddress: {} }) });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // The footer button takes one click per FOOTER_BUTTON_DEBOUNCE_MS (spec 001 section 9, leading only).
    await act(() => new Promise((resolve) => setTimeout(resolve, FOOTER_BUTTON_DEBOUNCE_MS + 50)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await screen.findByText('confirm order')).toBeTruthy();
  });
  it('with no order form pending, /user/orderForms goes on to confirm order', async () => {
    fakeApi({ users: ok(aUser()), 'orders/forms': session() });
    render('/user/orderForms');
    expect(await screen.findByText('confirm order')).toBeTruthy();
  });
});

describe('order forms in German', () => {
  it("bank details read 'Bestellschritt 1/1', the saved account and the payout note in German; an emptied field says 'Pflichtfeld'", async () => {
    loadEveryCatalogue('de');
    sessionStore.set('quote', aSellQuote());
    fakeApi({ users: ok(aUser({ banks: [{ id: bank.id, type: 'SEPA_BANK', accountNumber: '**** 3000' }] })), 'orders/forms': session(sepaForm) });
    render();
    expect(await screen.findByText('Bestellschritt 1/1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ihre gespeicherten Konten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^SEPA-Bankkonto \*\*\*\* 3000/ }).textContent).toContain('Verwenden');
    expect(screen.getByText('Oder fügen Sie ein weiteres SEPA-Bankkonto hinzu. Es muss auf Ihren Namen lauten.')).toBeTruthy();
    const holder = screen.getByLabelText('Account holder name');
    fireEvent.change(holder, { target: { value: '' } });
    fireEvent.blur(holder);
    expect(await screen.findByText('Pflichtfeld')).toBeTruthy();
  });

  it('a refused billing address opens the drawer in German', async () => {
    loadEveryCatalogue('de');
    fakeApi({
      users: ok(aUser()),
      'orders/forms': session(billingForm),
      'user/billing-address': fail(400, 'ORDER_FORM_INVALID', 'server words', { field: 'postCode', problem: 'INVALID' }),
    });
    render('/user/orderForms/billingAddress');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: 'FR' } });
    for (const [label, value] of [['Address Line 1', '5 Rue de Rivoli'], ['City', 'Paris'], ['State', 'IDF'], ['Post Code', '75001']] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    expect(screen.getByLabelText('Address Line 2 (optional)')).toBeTruthy();
    const form = screen.getByLabelText('City').closest('form');
    if (form) fireEvent.submit(form);
    expect(await screen.findByText('Post Code: Post Code ist ungültig')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
