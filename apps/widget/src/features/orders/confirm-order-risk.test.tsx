import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fail, fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aSellQuote } from '../../test/sell-fixtures.js';
import { aUser } from '../../test/user-fixture.js';
import { ConfirmOrderRoute } from './confirm-order-route.js';
import { anOrder } from './order-fixture.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const bankId = '22222222-2222-4222-8222-222222222222';
const session = { onboardingSessionId: 's', kycFlowType: 'STANDARD', kycType: 'SIMPLE', kycTypeRequiredDuringJourney: 'SIMPLE', isKycRefresh: false, forms: [], totalSteps: 3, invisibleSteps: 0 };
const approved = aUser({}, { status: 'APPROVED' });
const deviceSessionId = 'fds_abc_' + 'x'.repeat(32);

function render() {
  return renderRoutes(
    [
      { path: '/user/confirm-order', element: <ConfirmOrderRoute /> },
      { path: '/user/profile', Component: () => <p>profile</p> },
      { path: '/user/kyc-forms/:formId', Component: () => <p>kyc form</p> },
      { path: '/user/payment-confirmation', Component: () => <p>payment confirmation</p> },
    ],
    { initialEntries: [`/user/confirm-order?bankId=${bankId}`], partner: demoPartner },
  );
}

const answers = (createOrder: { status: number; body: unknown }) => ({
  users: ok(approved),
  'kyc/get-forms': ok(session),
  'quotes/refresh': ok(aSellQuote()),
  'fiat-currencies': ok([]),
  'fraud/device-session': ok({ deviceSessionId }),
  'orders/wallet-reserve': ok({ reservationId: '33333333-3333-4333-8333-333333333333', quoteId: 'q.sig', walletAddress: null, expiresAt: '2030-01-01T00:15:00.000Z' }),
  'orders/create-order': createOrder,
});

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  sessionStore.set('quote', aSellQuote());
  vi.unstubAllGlobals();
});

const placeOrder = async () => {
  expect(await screen.findByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
  await screen.findByRole('region', { name: 'Order summary' });
  fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
};

describe('confirm order: fraud device session and the alerts of create-order', () => {
  it('starts a device session as confirm order opens and sends additionalData.deviceSessionId and referrerDomain with create-order', async () => {
    sessionStore.set('widgetParams', { productsAvailed: ['BUY', 'SELL'], byProduct: { SELL: { referrerDomain: 'wallet.example' } }, rejected: [] });
    const fetchMock = fakeApi(answers(ok(anOrder({ isBuyOrSell: 'SELL', paymentOptionId: 'sepa_bank_transfer', walletAddress: null }))));
    render();
    await placeOrder();
    expect(await screen.findByText('payment confirmation')).toBeTruthy();
    const create = fetchMock.mock.calls.find(([input]) => String(input).includes('create-order'));
    const query = new URL(String(create?.[0]), 'http://localhost').searchParams;
    expect(query.get('additionalData.deviceSessionId')).toBe(deviceSessionId);
    expect(query.get('referrerDomain')).toBe('wallet.example');
  });

  it('a risk-engine rejection (RISKENGINE_PROMOTE_REJECTED) goes to the profile', async () => {
    fakeApi(answers(fail(403, 'RISKENGINE_PROMOTE_REJECTED', 'Additional verification is needed')));
    render();
    await placeOrder();
    expect(await screen.findByText('profile')).toBeTruthy();
  });

  it("missing personal details: the alert 'Personal details not found...' with 'Update Now' to the personal details form", async () => {
    fakeApi(answers(fail(403, 'PERSONAL_DETAILS_NOT_FOUND', 'x')));
    const { router } = render();
    await placeOrder();
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Personal details not found. Please enter your personal details to proceed.');
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(await screen.findByText('kyc form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/kyc-forms/personalDetails');
  });

  it("missing address: 'Address details not found...' with 'Update Now' to the address form", async () => {
    fakeApi(answers(fail(403, 'ADDRESS_DETAILS_NOT_FOUND', 'x')));
    const { router } = render();
    await placeOrder();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Address details not found. Please enter your address details to proceed.');
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(await screen.findByText('kyc form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/kyc-forms/address');
  });
});
