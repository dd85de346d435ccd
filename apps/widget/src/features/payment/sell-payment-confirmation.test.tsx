import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { ORDERS_QUERY_KEY } from '../../api/orders/get-orders.js';
import { createTestQueryClient, demoPartner, renderRoutes } from '../../test/render.js';
import { anOrder } from '../orders/order-fixture.js';
import { PaymentConfirmationRoute } from './payment-confirmation-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const address = '0x9fB29AAc15b9A4B7F17c3385939b007540f4d791';
const sell = anOrder({
  isBuyOrSell: 'SELL',
  paymentOptionId: 'credit_debit_card',
  walletAddress: null,
  cryptoAmount: '0.04',
  fiatAmount: '112.40',
  cryptoPaymentData: { paymentAddress: address, cryptoAmountPaid: null },
  cardDetails: { scheme: 'visa', last4: '4242' },
  moneyTransferType: 'fast_funds',
});

function render(queryClient = createTestQueryClient()) {
  return renderRoutes(
    [
      { path: '/user/payment-confirmation', element: <PaymentConfirmationRoute /> },
      { path: '/user/paymentstatus', Component: () => <p>payment status</p> },
    ],
    { initialEntries: [`/user/payment-confirmation?orderId=${sell.id}`], partner: demoPartner, queryClient },
  );
}

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
});

describe('payment confirmation for a sell (spec 001 sections 2 and 4)', () => {
  it('asks to transfer the crypto amount to the deposit address, with copy buttons, and shows where the payout goes', async () => {
    fakeApi({ [`order/${sell.id}`]: ok(sell) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render();
    expect(await screen.findByRole('heading', { name: 'Transfer your crypto' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Amount to send' }).textContent).toContain('0.04 ETH');
    expect(screen.getByText(address)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(address);
    const payout = screen.getByRole('region', { name: 'You receive' }).textContent;
    expect(payout).toContain('112.40 EUR');
    expect(payout).toContain('VISA **** 4242');
    expect(payout).toContain('Up to 30 minutes');
    expect(screen.queryByLabelText(/UTR/)).toBeNull();
  });
  it("'Yes, I Have Paid' marks the payment done, then the payment status opens", async () => {
    const fetchMock = fakeApi({ [`order/${sell.id}`]: ok(sell), 'orders/payment-done': ok({ ...sell, status: 'PAYMENT_DONE_MARKED_BY_USER' }) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, I Have Paid' }));
    expect(await screen.findByText('payment status')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('payment-done'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ orderId: sell.id, paymentOptionId: 'credit_debit_card' });
  });
  it("'Yes, I Have Paid' loads until the server answers, then the order list is out of date", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).includes('payment-done')) return new Promise<Response>((resolve) => (answer = resolve));
      return new Response(JSON.stringify({ response: sell }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(ORDERS_QUERY_KEY, [sell]);
    render(queryClient);
    const paid = await screen.findByRole('button', { name: 'Yes, I Have Paid' });
    fireEvent.click(paid);
    await waitFor(() => expect(paid.getAttribute('aria-busy')).toBe('true'));
    expect(queryClient.getQueryState(ORDERS_QUERY_KEY)?.isInvalidated).toBe(false);
    answer(new Response(JSON.stringify({ response: { ...sell, status: 'PAYMENT_DONE_MARKED_BY_USER' } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('payment status')).toBeTruthy();
    expect(queryClient.getQueryState(ORDERS_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});
