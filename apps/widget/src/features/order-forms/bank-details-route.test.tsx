import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aSellQuote } from '../../test/sell-fixtures.js';
import { aUser } from '../../test/user-fixture.js';
import { OrderFormRoute } from './order-form-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const bank = { id: '22222222-2222-4222-8222-222222222222', type: 'SEPA_BANK', accountNumber: '**** 3000', accountHolderName: 'Ada Lovelace', createdAt: '2030-01-01T00:00:00.000Z' };

function render(state?: unknown) {
  return renderRoutes(
    [
      { path: '/user/orderForms/:formId', element: <OrderFormRoute /> },
      { path: '/user/confirm-order', Component: () => <p>confirm order</p> },
      { path: '/user/off-ramp-stream-onboarding/terms-and-conditions', Component: () => <p>stream terms</p> },
      { path: '/404', Component: () => <p>not found</p> },
    ],
    { initialEntries: [{ pathname: '/user/orderForms/bankDetails', state }], partner: demoPartner },
  );
}

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
});

describe('bank details order form (spec 000 section 2, spec 001 section 4)', () => {
  it('a SEPA sell asks for the account holder (from the profile) and the IBAN; a bad IBAN reads "Enter a valid IBAN" and Continue stays disabled', async () => {
    sessionStore.set('quote', aSellQuote());
    fakeApi({ users: ok(aUser({ firstName: 'Ada', lastName: 'Lovelace' })) });
    render();
    const holder = await screen.findByLabelText('Account holder name');
    await waitFor(() => expect((holder as HTMLInputElement).value).toBe('Ada Lovelace'));
    const iban = screen.getByLabelText('IBAN');
    fireEvent.focus(iban);
    fireEvent.change(iban, { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    expect(screen.queryByText('Enter a valid IBAN')).toBeNull();
    fireEvent.blur(iban);
    expect(await screen.findByText('Enter a valid IBAN')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it('a valid IBAN is saved with POST banks, then confirm order opens with ?bankId=', async () => {
    sessionStore.set('quote', aSellQuote());
    const fetchMock = fakeApi({ users: ok(aUser({ firstName: 'Ada', lastName: 'Lovelace' })), banks: ok(bank) });
    const { router } = render();
    await waitFor(() => expect((screen.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Ada Lovelace'));
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'de89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('confirm order')).toBeTruthy();
    expect(router.state.location.search).toBe(`?bankId=${bank.id}`);
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/banks'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'DE89370400440532013000' });
  });
  it('with a redirect path in the navigation state it goes to the off-ramp stream terms, keeping the bank id in state', async () => {
    sessionStore.set('quote', aSellQuote());
    fakeApi({ users: ok(aUser({ banks: [{ id: bank.id, type: 'SEPA_BANK', accountNumber: '**** 3000' }] })) });
    const { router } = render({ redirectPath: '/user/off-ramp-stream/wallets' });
    fireEvent.click(await screen.findByRole('button', { name: /SEPA bank account \*\*\*\* 3000/ }));
    expect(await screen.findByText('stream terms')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ bankId: bank.id });
  });
  it('a GBP sell asks for the sort code and account number; a saved UK account can be chosen', async () => {
    sessionStore.set('quote', aSellQuote({ fiatCurrency: 'GBP', paymentMethod: 'gbp_bank_transfer' }));
    fakeApi({ users: ok(aUser({ banks: [{ id: bank.id, type: 'GBP_BANK', accountNumber: '**** 5678' }] })) });
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
    renderRoutes(
      [
        { path: '/user/orderForms/:formId', element: <OrderFormRoute /> },
        { path: '/404', Component: () => <p>not found</p> },
      ],
      { initialEntries: ['/user/orderForms/somethingElse'], partner: demoPartner },
    );
    expect(await screen.findByText('not found')).toBeTruthy();
  });
});
