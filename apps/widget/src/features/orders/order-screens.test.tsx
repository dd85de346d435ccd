import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { anOrder } from './order-fixture.js';
import { OrderDetailsRoute } from './order-details-route.js';
import { OrdersRoute } from './orders-route.js';
import { PaymentStatusRoute } from './payment-status-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const order = anOrder();

function render(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <p>exchange</p> },
      { path: '/user/orders', element: <OrdersRoute /> },
      { path: '/user/order/:orderId', element: <OrderDetailsRoute /> },
      { path: '/user/paymentstatus', element: <PaymentStatusRoute /> },
    ],
    { initialEntries: [path], partner: demoPartner },
  );
}

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
});

describe('order history (spec 001 section 2)', () => {
  it("empty: 'Sorry! No order found. Please place a new order' with a link to the exchange", async () => {
    fakeApi({ orders: ok([]) });
    render('/user/orders');
    expect(await screen.findByText('Sorry! No order found. Please place a new order')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Place a new order' }).getAttribute('href')).toBe('/');
  });
  it('each order shows the label of its status and side', async () => {
    fakeApi({
      orders: ok([
        { ...order, id: '00000000-0000-4000-8000-00000000000a', status: 'AWAITING_PAYMENT_FROM_USER' },
        { ...order, id: '00000000-0000-4000-8000-00000000000b', status: 'PENDING_DELIVERY_FROM_FERRY' },
        { ...order, id: '00000000-0000-4000-8000-00000000000c', status: 'AWAITING_PAYMENT_FROM_USER', isBuyOrSell: 'SELL' },
        { ...order, id: '00000000-0000-4000-8000-00000000000d', status: 'EXPIRED' },
      ]),
    });
    render('/user/orders');
    expect(await screen.findByText('Waiting for the transfer')).toBeTruthy();
    expect(screen.getByText('Transferring Crypto')).toBeTruthy();
    expect(screen.getByText('Payment Pending')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });
  it('an NFT order shows its nftAssetInfo title and quantity in the list', async () => {
    const nftAssetInfo = { nftTitle: 'Harbour #42', name: 'Harbour #42', imageUrl: 'https://img.example/42.png', quantity: 2 };
    fakeApi({ orders: ok([{ ...order, isNFTOrder: true, orderProcessingType: 'NFT_CHECKOUT', nftAssetInfo }]) });
    render('/user/orders');
    expect(await screen.findByText('Buy NFT Harbour #42 × 2')).toBeTruthy();
  });
  it('order details show the amount in the user’s own currency (convertedFiatAmount, convertedFiatCurrency)', async () => {
    fakeApi({ [`order/${order.id}`]: ok({ ...order, convertedFiatCurrency: 'GBP', convertedFiatAmount: '86.67' }) });
    render(`/user/order/${order.id}`);
    expect(await screen.findByText('≈ 86.67 GBP')).toBeTruthy();
  });
});

describe('payment status page (spec 001 section 4)', () => {
  it('without an orderId goes to the exchange', async () => {
    fakeApi({});
    render('/user/paymentstatus');
    expect(await screen.findByText('exchange')).toBeTruthy();
  });
  it("result=failed on an unpaid order shows 'Card Authorization Failed'", async () => {
    fakeApi({ [`order/${order.id}`]: ok(order) });
    render(`/user/paymentstatus?orderId=${order.id}&result=failed`);
    expect(await screen.findByRole('heading', { name: 'Card Authorization Failed' })).toBeTruthy();
  });
  it("a completed order shows 'All Done!' with its transaction link, 'Track Order' and 'Back to app'", async () => {
    const link = 'https://etherscan.io/tx/0xabc';
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'COMPLETED', transactionHash: '0xabc', transactionLink: link }) });
    render(`/user/paymentstatus?orderId=${order.id}`);
    expect(await screen.findByRole('heading', { name: 'All Done!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View transaction' }).getAttribute('href')).toBe(link);
    expect(screen.getByRole('button', { name: 'Track Order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to app' })).toBeTruthy();
  });
  it('an order through with a campaign discount shows the discount banner; without one it shows none', async () => {
    const discounted = { ...order, status: 'COMPLETED' as const, tfPerOff: '50', campaignAmount: '-0.50' };
    fakeApi({ [`order/${order.id}`]: ok(discounted) });
    const { unmount } = render(`/user/paymentstatus?orderId=${order.id}`);
    const banner = await screen.findByRole('region', { name: 'Discount applied' });
    expect(banner.textContent).toContain('You saved 0.50 EUR on fees: 50% off the Ferry fee.');
    unmount();
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'COMPLETED' }) });
    render(`/user/paymentstatus?orderId=${order.id}`);
    expect(await screen.findByRole('heading', { name: 'All Done!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Discount applied' })).toBeNull();
  });
  it('a failed order shows no discount banner even when it carried a discount', async () => {
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'FAILED', tfPerOff: '50', campaignAmount: '-0.50' }) });
    render(`/user/paymentstatus?orderId=${order.id}`);
    expect(await screen.findByRole('heading', { name: 'Order Failed' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Discount applied' })).toBeNull();
  });
});

describe('order details actions (spec 001 section 4)', () => {
  it("awaiting a bank transfer: 'Complete Payment', 'Cancel Order' and the expiry countdown", async () => {
    const expires = new Date(Date.now() + 3_600_000 + 5_000).toISOString();
    fakeApi({ [`order/${order.id}`]: ok({ ...order, paymentOptionId: 'sepa_bank_transfer', autoExpiresAt: expires }) });
    render(`/user/order/${order.id}`);
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(screen.getByText(/This order expires in 1:00:0\d/)).toBeTruthy();
  });
  it("marked paid by SEPA: 'Payment Details' instead of 'Complete Payment'", async () => {
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'PAYMENT_DONE_MARKED_BY_USER', paymentOptionId: 'sepa_bank_transfer' }) });
    render(`/user/order/${order.id}`);
    expect(await screen.findByRole('button', { name: 'Payment Details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
  });
  it('a failed order shows its failure information and no actions', async () => {
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'FAILED', failedReason: { header: 'Payment declined', message: 'Try another card.' } }) });
    render(`/user/order/${order.id}`);
    expect(await screen.findByText('Payment declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
  it('an unknown order goes back to the order history', async () => {
    fakeApi({ orders: ok([]) });
    render(`/user/order/${order.id}`);
    expect(await screen.findByText('Sorry! No order found. Please place a new order')).toBeTruthy();
  });
});
