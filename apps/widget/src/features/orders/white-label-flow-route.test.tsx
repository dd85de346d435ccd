import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aSellQuote } from '../../test/sell-fixtures.js';
import { aUser } from '../../test/user-fixture.js';
import { WhiteLabelFlowRoute } from './white-label-flow-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const buyQuote = aSellQuote({ isBuyOrSell: 'BUY', quoteId: 'wl.sig', fiatAmount: '100' });
const whiteLabelParams = {
  isWhiteLabelFlow: true,
  fiatCurrency: 'EUR',
  cryptoCurrencyCode: 'ETH',
  network: 'ethereum',
  paymentMethod: 'sepa_bank_transfer' as const,
  fiatAmount: '100',
  walletAddress: WALLET,
};
const kycForm = { id: 'personalDetails', formName: 'Personal Details', tabs: [], fields: [], hideProgress: false, onSubmit: [], endpoint: null, noSubmit: true, supportAutoSubmit: false, message: null, bannerMessage: null, data: null };
const kycSession = (forms: unknown[]) => ({ onboardingSessionId: 's', kycFlowType: 'STANDARD', kycType: 'SIMPLE', kycTypeRequiredDuringJourney: 'SIMPLE', isKycRefresh: false, forms, totalSteps: forms.length, invisibleSteps: 0 });

function render() {
  return renderRoutes(
    [
      { path: '/user/whiteLabelFlow', element: <WhiteLabelFlowRoute /> },
      { path: '/user/kyc-forms/:formId', Component: () => <p>kyc form</p> },
      { path: '/user/confirm-order', Component: () => <p>confirm order</p> },
      { path: '/', Component: () => <p>exchange</p> },
    ],
    { initialEntries: ['/user/whiteLabelFlow'], partner: demoPartner },
  );
}

beforeEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('authToken', 'token-1');
  sessionStore.remove('quote');
  sessionStore.remove('walletAddress');
});

describe('white-label flow (spec 000 section 2, spec 001 section 4)', () => {
  it("prices the order the partner's URL carries, then sends the user to the first pending KYC form", async () => {
    sessionStore.set('widgetParams', { byProduct: { BUY: whiteLabelParams }, productsAvailed: ['BUY'], rejected: [] });
    const fetchMock = fakeApi({ 'widget/quotes': ok(buyQuote), users: ok(aUser()), 'kyc/get-forms': ok(kycSession([kycForm])), 'orders/forms': ok({ forms: [], totalSteps: 0 }) });
    const { router } = render();
    expect(await screen.findByText('kyc form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/kyc-forms/personalDetails');
    const quoteCall = fetchMock.mock.calls.find(([input]) => String(input).includes('widget/quotes'));
    expect(new URL(String(quoteCall?.[0]), 'http://localhost').searchParams.get('fiatAmount')).toBe('100');
    expect(sessionStore.get('walletAddress')).toBe(WALLET);
  });
  it('with KYC approved and nothing pending it goes on to confirm order', async () => {
    sessionStore.set('widgetParams', { byProduct: { BUY: whiteLabelParams }, productsAvailed: ['BUY'], rejected: [] });
    const approved = aUser({ kyc: { l1: { status: 'APPROVED', type: 'SIMPLE', highestApprovedKYCType: 'SIMPLE', riskEnginePromote: false, rejectionDetails: null, reason: null } } });
    fakeApi({ 'widget/quotes': ok(buyQuote), users: ok(approved), 'kyc/get-forms': ok(kycSession([])), 'orders/forms': ok({ forms: [], totalSteps: 0 }) });
    render();
    expect(await screen.findByText('confirm order')).toBeTruthy();
  });
  it('a URL without a whole order leaves the choice to the exchange', async () => {
    const { fiatAmount: _amount, ...withoutAmount } = whiteLabelParams;
    sessionStore.set('widgetParams', { byProduct: { BUY: withoutAmount }, productsAvailed: ['BUY'], rejected: [] });
    fakeApi({ users: ok(aUser()) });
    render();
    await waitFor(() => expect(screen.getByText('exchange')).toBeTruthy());
  });
});
