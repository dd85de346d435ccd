import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
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
  loadEveryCatalogue('de');
});

describe('the order screens in German (issue 18 item 2)', () => {
  it('order history: each order with its German label, amounts and date in German style', async () => {
    fakeApi({
      orders: ok([
        { ...order, id: '00000000-0000-4000-8000-00000000000a', status: 'AWAITING_PAYMENT_FROM_USER', fiatAmount: '1250.00' },
        { ...order, id: '00000000-0000-4000-8000-00000000000b', status: 'PENDING_DELIVERY_FROM_FERRY' },
        { ...order, id: '00000000-0000-4000-8000-00000000000c', status: 'AWAITING_PAYMENT_FROM_USER', isBuyOrSell: 'SELL' },
        { ...order, id: '00000000-0000-4000-8000-00000000000d', status: 'EXPIRED' },
      ]),
    });
    render('/user/orders');
    const list = await screen.findByRole('list', { name: 'Bestellungen' });
    expect(screen.getByRole('heading', { name: 'Meine Bestellungen' })).toBeTruthy();
    expect(within(list).getByText('Warten auf die Überweisung')).toBeTruthy();
    expect(within(list).getByText('Krypto wird übertragen')).toBeTruthy();
    expect(within(list).getByText('Zahlung ausstehend')).toBeTruthy();
    expect(within(list).getByText('Abgelaufen')).toBeTruthy();
    expect(within(list).getAllByText('0,0344295 ETH kaufen')).toHaveLength(3);
    expect(within(list).getByText('0,0344295 ETH verkaufen')).toBeTruthy();
    expect(within(list).getByText(/^1\.250,00 EUR · 01\. Jan\. 2030, \d\d:00$/)).toBeTruthy();
  });

  it('order history: the empty state', async () => {
    fakeApi({ orders: ok([]) });
    render('/user/orders');
    expect(await screen.findByText('Leider wurde keine Bestellung gefunden. Bitte geben Sie eine neue Bestellung auf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neue Bestellung aufgeben' })).toBeTruthy();
  });

  it("order details: the cancel dialog asks for a reason in German; the fields and actions are German", async () => {
    const expires = new Date(Date.now() + 600_000).toISOString();
    fakeApi({ [`order/${order.id}`]: ok({ ...order, paymentOptionId: 'sepa_bank_transfer', autoExpiresAt: expires }) });
    render(`/user/order/${order.id}`);
    expect(await screen.findByRole('heading', { name: 'ETH kaufen' })).toBeTruthy();
    expect(screen.getByText(/^Diese Bestellung läuft ab in \d\d:\d\d$/)).toBeTruthy();
    const fields = screen.getByRole('region', { name: 'Bestelldetails' });
    expect(within(fields).getByText('Sie zahlen')).toBeTruthy();
    expect(within(fields).getByText('100,00 EUR')).toBeTruthy();
    expect(within(fields).getByText('Gebühren gesamt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zahlung abschließen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung stornieren' });
    expect(within(dialog).getByLabelText('Warum möchten Sie diese Bestellung stornieren?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bestellung stornieren' })).toBeTruthy();
  });

  it("payment status: 'All Done!' reads 'Alles erledigt!' with German buttons", async () => {
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'COMPLETED' }) });
    render(`/user/paymentstatus?orderId=${order.id}`);
    expect(await screen.findByRole('heading', { name: 'Alles erledigt!' })).toBeTruthy();
    expect(screen.getByText('Ihre Krypto wurde an Ihre Wallet geliefert.')).toBeTruthy();
    expect(screen.getByText('0,0344295 ETH für 100,00 EUR')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bestellung verfolgen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück zur App' })).toBeTruthy();
  });

  it('payment status: the discount banner says what the order saved, in German number style', async () => {
    fakeApi({ [`order/${order.id}`]: ok({ ...order, status: 'COMPLETED', tfPerOff: '50', campaignAmount: '-0.50' }) });
    render(`/user/paymentstatus?orderId=${order.id}`);
    const banner = await screen.findByRole('region', { name: 'Rabatt angewendet' });
    expect(banner.textContent).toContain('Sie haben 0,50 EUR an Gebühren gespart: 50 % Rabatt auf die Ferry-Gebühr.');
  });
});
