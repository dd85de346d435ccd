import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { fail, fakeApi } from '../../test/fake-api.js';
import { demoPartner, renderAt, renderRoutes } from '../../test/render.js';
import { anOrder } from '../orders/order-fixture.js';
import { LandingRoute } from './landing-route.js';
import { PaymentConfirmationRoute } from './payment-confirmation-route.js';
import { SubmitPanRoute } from './submit-pan-route.js';

const ok = (response: unknown) => ({ status: 200, body: { response } });
const sell = anOrder({
  isBuyOrSell: 'SELL',
  paymentOptionId: 'credit_debit_card',
  walletAddress: null,
  cryptoAmount: '0.04',
  fiatAmount: '1112.40',
  cryptoPaymentData: { paymentAddress: '0x9fB29AAc15b9A4B7F17c3385939b007540f4d791', cryptoAmountPaid: null },
  cardDetails: { scheme: 'visa', last4: '4242' },
  moneyTransferType: 'fast_funds',
});
const sepaBuy = anOrder({
  paymentOptionId: 'sepa_bank_transfer',
  cardPaymentData: { orderId: 'o', paymentId: null, paymentOptions: [{ name: 'IBAN', value: 'DE89370400440532013000' }] },
});

const render = (order: { id: string }) =>
  renderRoutes(
    [
      { path: '/user/payment-confirmation', element: <PaymentConfirmationRoute /> },
      { path: '/user/paymentstatus', Component: () => <p>payment status</p> },
    ],
    { initialEntries: [`/user/payment-confirmation?orderId=${order.id}`], partner: demoPartner },
  );

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  vi.unstubAllGlobals();
  loadEveryCatalogue('de');
});

describe('the payment screens in German (issue 18 item 2)', () => {
  it("a sell's transfer: amounts in German style, the payout time, 'Ja, ich habe bezahlt'", async () => {
    fakeApi({ [`order/${sell.id}`]: ok(sell) });
    render(sell);
    expect(await screen.findByRole('heading', { name: 'Krypto überweisen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Zu sendender Betrag' }).textContent).toContain('0,04 ETH');
    const payout = screen.getByRole('region', { name: 'Sie erhalten' });
    expect(payout.textContent).toContain('1.112,40 EUR');
    expect(within(payout).getByText('Bis zu 30 Minuten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ja, ich habe bezahlt' })).toBeTruthy();
  });

  it("an order that expired meanwhile shows the 'Order Expired' dialog in German", async () => {
    fakeApi({ [`order/${sepaBuy.id}`]: ok(sepaBuy), 'orders/payment-done': fail(410, 'ORDER_EXPIRED', 'expired') });
    render(sepaBuy);
    expect(await screen.findByRole('heading', { name: 'Zahlung abschließen' })).toBeTruthy();
    expect(screen.getByText('Überweisen Sie genau diesen Betrag von einem Bankkonto auf Ihren eigenen Namen, mit der Referenz unten.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, ich habe bezahlt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellung abgelaufen' });
    expect(within(dialog).getByText('Ihre Bestellung ist abgelaufen, da Sie nicht innerhalb der vorgesehenen Zeit bezahlt haben.')).toBeTruthy();
  });

  it("a SEPA buy's bank details: the lines' names in German by their field, an operator's own line as configured", async () => {
    const order = anOrder({
      paymentOptionId: 'sepa_bank_transfer',
      cardPaymentData: {
        orderId: 'o',
        paymentId: null,
        paymentOptions: [
          { name: 'Beneficiary', field: 'beneficiary', value: 'Ferry Sandbox Payments B.V.' },
          { name: 'IBAN', field: 'iban', value: 'NL91ABNA0417164300' },
          { name: 'Bank address', value: 'Gustav Mahlerlaan 10, Amsterdam' },
          { name: 'Reference', field: 'reference', value: 'FERRY-ABC123' },
        ],
      },
    });
    fakeApi({ [`order/${order.id}`]: ok(order) });
    render(order);
    const details = await screen.findByRole('region', { name: 'Bankdaten' });
    expect(within(details).getByText('Empfänger')).toBeTruthy();
    expect(within(details).getByText('Verwendungszweck')).toBeTruthy();
    expect(within(details).getByText('Bank address')).toBeTruthy();
    expect(within(details).queryByText('Reference')).toBeNull();
  });

  it("the landing page: 'Hier ist alles erledigt!'", () => {
    renderAt(<LandingRoute />, '/status', { initialEntries: ['/status?paymentProvider=plaid'] });
    expect(screen.getByRole('heading', { name: 'Hier ist alles erledigt!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
  });

  it('submit PAN: the field and a server refusal by code, in German', async () => {
    fakeApi({ 'users/verify-pan': fail(400, 'PAN_INVALID', 'server words', { reason: 'PAN_NOT_REGISTERED' }) });
    renderAt(<SubmitPanRoute />, '/user/submit-pan');
    expect(screen.getByRole('heading', { name: 'PAN angeben' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('PAN'), { target: { value: 'ABCDE1234F' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText('Diese PAN ist beim indischen Income Tax Department nicht registriert. Bitte prüfen Sie sie und versuchen Sie es erneut!'),
    ).toBeTruthy();
  });
});
