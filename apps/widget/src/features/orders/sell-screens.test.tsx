import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aSellQuote } from '../../test/sell-fixtures.js';
import { aUser } from '../../test/user-fixture.js';
import { ConfirmOrderRoute } from './confirm-order-route.js';
import { anOrder } from './order-fixture.js';
import { OrdersRoute } from './orders-route.js';
import { PaymentStatusRoute } from './payment-status-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const bankId = '22222222-2222-4222-8222-222222222222';
const sell = anOrder({
  isBuyOrSell: 'SELL',
  paymentOptionId: 'sepa_bank_transfer',
  walletAddress: null,
  cryptoAmount: '0.04',
  fiatAmount: '112.40',
  cryptoPaymentData: { paymentAddress: '0x9fB29AAc15b9A4B7F17c3385939b007540f4d791', cryptoAmountPaid: null },
  bankAccountDetails: { id: bankId, type: 'SEPA_BANK', accountNumber: '**** 3000', accountHolderName: 'Ada Lovelace' },
});
const session = { onboardingSessionId: 's', kycFlowType: 'STANDARD', kycType: 'SIMPLE', kycTypeRequiredDuringJourney: 'SIMPLE', isKycRefresh: false, forms: [], totalSteps: 3, invisibleSteps: 0 };

function render(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>exchange</p> },
      { path: '/user/orders', element: <OrdersRoute /> },
      { path: '/user/paymentstatus', element: <PaymentStatusRoute /> },
      { path: '/user/confirm-order', element: <ConfirmOrderRoute /> },
      { path: '/user/orderForms/bankDetails', Component: () => <p>bank details</p> },
      { path: '/user/payment-confirmation', Component: () => <p>payment confirmation</p> },
    ],
    { initialEntries: [path], partner: demoPartner },
  );
}

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
});

describe('a sell on the payment status page (spec 001 section 4 "Order status content")', () => {
  it("paid and on its way: 'Money is on the way'", async () => {
    fakeApi({ [`order/${sell.id}`]: ok({ ...sell, status: 'PROCESSING' }) });
    render(`/user/paymentstatus?orderId=${sell.id}`);
    expect(await screen.findByRole('heading', { name: 'Money is on the way' })).toBeTruthy();
  });
  it("completed to a card: 'All Done!' with the payout time of its transfer type (30 minutes fast_funds, 48 hours standard)", async () => {
    const toCard = { ...sell, status: 'COMPLETED', paymentOptionId: 'credit_debit_card', bankAccountDetails: null, cardDetails: { scheme: 'visa', last4: '4242' } };
    fakeApi({ [`order/${sell.id}`]: ok({ ...toCard, moneyTransferType: 'fast_funds' }) });
    const { unmount } = render(`/user/paymentstatus?orderId=${sell.id}`);
    expect(await screen.findByRole('heading', { name: 'All Done!' })).toBeTruthy();
    expect(screen.getByText('The payout reaches your card within 30 minutes.')).toBeTruthy();
    unmount();
    fakeApi({ [`order/${sell.id}`]: ok({ ...toCard, moneyTransferType: 'standard' }) });
    render(`/user/paymentstatus?orderId=${sell.id}`);
    expect(await screen.findByText('The payout reaches your card within 48 hours.')).toBeTruthy();
  });
  it("refunded: 'Payout rejected by bank'", async () => {
    fakeApi({ [`order/${sell.id}`]: ok({ ...sell, status: 'REFUNDED' }) });
    render(`/user/paymentstatus?orderId=${sell.id}`);
    expect(await screen.findByRole('heading', { name: 'Payout rejected by bank' })).toBeTruthy();
  });
});

describe('sell order list labels (spec 001 section 4)', () => {
  it("awaiting reads 'Payment Pending', pending delivery 'Processing'", async () => {
    fakeApi({ orders: ok([{ ...sell, id: '00000000-0000-4000-8000-00000000000a' }, { ...sell, id: '00000000-0000-4000-8000-00000000000b', status: 'PENDING_DELIVERY_FROM_FERRY' }]) });
    render('/user/orders');
    expect(await screen.findByRole('button', { name: /Sell 0.04 ETH.*Payment Pending/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sell 0.04 ETH.*Processing/ })).toBeTruthy();
  });
});

describe('confirm your order, sell variant (spec 001 sections 2 and 4)', () => {
  const approved = aUser({ banks: [{ id: bankId, type: 'SEPA_BANK', accountNumber: '**** 3000' }] }, { status: 'APPROVED' });
  it('a SEPA sell with no bank chosen goes to bank details (no wallet asked for)', async () => {
    sessionStore.set('quote', aSellQuote());
    fakeApi({ users: ok(approved), 'kyc/get-forms': ok(session) });
    render('/user/confirm-order');
    expect(await screen.findByText('bank details')).toBeTruthy();
  });
  it('shows what is sold and received and the payout bank, and places the sell without a wallet address', async () => {
    sessionStore.set('quote', aSellQuote());
    const fetchMock = fakeApi({
      users: ok(approved),
      'kyc/get-forms': ok(session),
      'quotes/refresh': ok(aSellQuote()),
      'fiat-currencies': ok([]),
      'orders/wallet-reserve': ok({ reservationId: '33333333-3333-4333-8333-333333333333', quoteId: 'q.sig', walletAddress: null, expiresAt: '2030-01-01T00:15:00.000Z' }),
      'orders/create-order': ok(sell),
    });
    render(`/user/confirm-order?bankId=${bankId}`);
    expect(await screen.findByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('You sell0.04 ETH');
    expect(summary.textContent).toContain('You receive (estimate)112.40 EUR');
    expect(screen.getByRole('region', { name: 'Payout' }).textContent).toContain('SEPA bank account **** 3000');
    expect(screen.queryByRole('region', { name: 'Wallet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('payment confirmation')).toBeTruthy();
    const reserve = fetchMock.mock.calls.find(([input]) => String(input).includes('wallet-reserve'));
    expect(JSON.parse(String(reserve?.[1]?.body))).toEqual({ quoteId: 'q.sig' });
    const create = fetchMock.mock.calls.find(([input]) => String(input).includes('create-order'));
    const query = new URL(String(create?.[0]), 'http://localhost').searchParams;
    expect(query.get('isBuyOrSell')).toBe('SELL');
    expect(query.get('bankId')).toBe(bankId);
    await waitFor(() => expect(sessionStore.get('order')).toMatchObject({ id: sell.id }));
  });
});
