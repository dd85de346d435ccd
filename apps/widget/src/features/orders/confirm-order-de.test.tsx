import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderAt, renderRoutes } from '../../test/render.js';
import { waitingQuote } from '../../test/quote-fixture.js';
import { aSellQuote } from '../../test/sell-fixtures.js';
import { aUser } from '../../test/user-fixture.js';
import { UkBuyPopUps } from './components/uk-buy-pop-ups.js';
import { ConfirmOrderRoute } from './confirm-order-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const bankId = '22222222-2222-4222-8222-222222222222';
const session = { onboardingSessionId: 's', kycFlowType: 'STANDARD', kycType: 'SIMPLE', kycTypeRequiredDuringJourney: 'SIMPLE', isKycRefresh: false, forms: [], totalSteps: 3, invisibleSteps: 0 };
const approved = aUser({ banks: [{ id: bankId, type: 'SEPA_BANK', accountNumber: '**** 3000' }] }, { status: 'APPROVED' });

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
  loadEveryCatalogue('de');
});

describe('confirm your order in German (issue 18 item 2)', () => {
  it('a sell: the summary, the payout bank and "Bestellung aufgeben", amounts in German style', async () => {
    sessionStore.set('quote', aSellQuote({ fiatAmount: '1112.40' }));
    fakeApi({ users: ok(approved), 'kyc/get-forms': ok(session), 'quotes/refresh': ok(aSellQuote({ fiatAmount: '1112.40' })), 'fiat-currencies': ok([]) });
    renderRoutes([{ path: '/user/confirm-order', element: <ConfirmOrderRoute /> }], { initialEntries: [`/user/confirm-order?bankId=${bankId}`], partner: demoPartner });
    expect(await screen.findByRole('heading', { name: 'Bestellung bestätigen' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Bestellübersicht' });
    expect(summary.textContent).toContain('Sie verkaufen0,04 ETH');
    expect(summary.textContent).toContain('Sie erhalten (geschätzt)1.112,40 EUR');
    expect(screen.getByRole('region', { name: 'Auszahlung' }).textContent).toContain('SEPA-Bankkonto **** 3000');
    expect(screen.getByRole('button', { name: 'Bestellung aufgeben' })).toBeTruthy();
  });

  it("a SEPA buy: the payment method and the fee lines by their ids, not the server's English names", async () => {
    const buy = {
      ...waitingQuote,
      paymentMethod: 'sepa_bank_transfer' as const,
      feeBreakdown: [
        { id: 'ferry_fee' as const, name: 'Ferry fee', value: '1' },
        { id: 'network_fee' as const, name: 'Network fee', value: '1' },
      ],
    };
    sessionStore.set('quote', buy);
    sessionStore.set('walletAddress', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    fakeApi({ users: ok(approved), 'kyc/get-forms': ok(session), 'quotes/refresh': ok(buy), 'fiat-currencies': ok([]) });
    renderRoutes([{ path: '/user/confirm-order', element: <ConfirmOrderRoute /> }], { initialEntries: ['/user/confirm-order'], partner: demoPartner });
    const payment = await screen.findByRole('region', { name: 'Zahlung' });
    expect(within(payment).getByText('SEPA-Banküberweisung')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gebühren anzeigen' }));
    const summary = screen.getByRole('region', { name: 'Bestellübersicht' });
    expect(within(summary).getByText('Ferry-Gebühr')).toBeTruthy();
    expect(within(summary).getByText('Netzwerkgebühr')).toBeTruthy();
    expect(summary.textContent).not.toContain('Network fee');
  });

  it('the UK pop-ups before a buy', async () => {
    fakeApi({ orders: ok([]) });
    renderAt(<UkBuyPopUps flow="BUY" addressCountryCode="GB" />);
    expect(await screen.findByRole('alertdialog', { name: 'Dies ist eine Hochrisiko-Anlage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'In 2 Minuten mehr erfahren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ich verstehe' })).toBeTruthy();
  });
});
