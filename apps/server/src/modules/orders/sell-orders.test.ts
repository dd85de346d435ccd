import { Order, Reservation } from '@ferry/contracts';
import { validateWalletAddress } from '@ferry/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, orderOf, placeOrder, reserve, TEST_CARDS, tokenizeCard, WALLET } from './orders-test-kit.js';
import { addBankCall, addPayoutCard, addSepaBank, getSellQuote, placeSellOrder, TEST_IBANS, validatePayoutCard } from './sell-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const newSeller = () => newBuyer(t.app, { advance: clock.advance });
const read = async (token: string, orderId: string) => Order.parse((await orderOf(t.app, token, orderId)).json().response);
const paymentDone = (token: string, order: Order) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders/payment-done', headers: { authorization: token }, payload: { orderId: order.id, paymentOptionId: order.paymentOptionId } });

/** 'Yes, I Have Paid', then the sandbox steps: deposit seen (4 s), crypto sold (3 s), payout (3 s). */
async function payAndSettle(token: string, order: Order): Promise<Order[]> {
  expect((await paymentDone(token, order)).json().response.status).toBe('PAYMENT_DONE_MARKED_BY_USER');
  const seen: Order[] = [];
  for (const step of [4000, 3000, 3000]) {
    await t.app.jobs.runDue();
    clock.advance(step);
    await t.app.jobs.runDue();
    seen.push(await read(token, order.id));
  }
  return seen;
}

describe('orders/wallet-reserve for a sell', () => {
  it('takes no wallet address, and refuses one', async () => {
    const { token } = await newSeller();
    const quote = await getSellQuote(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: quote.quoteId } });
    expect(Reservation.parse(res.json().response).walletAddress).toBeNull();
    const withWallet = await reserve(t.app, token, { quoteId: quote.quoteId, walletAddress: WALLET });
    expect(withWallet.statusCode).toBe(400);
  });
  it('a buy still needs its wallet address', async () => {
    const { token } = await newSeller();
    const quote = await getQuote(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: quote.quoteId } });
    expect(res.json()).toMatchObject({ code: 'ENTER_VALID_ADDRESS', message: 'Please enter a valid ETH wallet address' });
  });
});

describe('create-order for a SELL via SEPA bank', () => {
  it('awaits the crypto at a deposit address of the quote’s network, with the amount to send and the payout bank masked', async () => {
    const { token } = await newSeller();
    const bankId = await addSepaBank(t.app, token);
    const res = await placeSellOrder(t.app, token, { bankId });
    expect(res.statusCode, res.body).toBe(200);
    const order = Order.parse(res.json().response);
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT_FROM_USER',
      isBuyOrSell: 'SELL',
      paymentOptionId: 'sepa_bank_transfer',
      cryptoAmount: '0.04',
      walletAddress: null,
      cardPaymentData: null,
      bankAccountDetails: { id: bankId, type: 'SEPA_BANK', accountNumber: '**** 3000', accountHolderName: 'Ada Lovelace' },
      payoutReference: null,
    });
    const address = order.cryptoPaymentData?.paymentAddress ?? '';
    expect(validateWalletAddress({ address, network: 'ethereum', cryptoSymbol: 'ETH' }).ok).toBe(true);
    expect(order.cryptoPaymentData?.cryptoAmountPaid).toBeNull();
    expect(Date.parse(order.autoExpiresAt ?? '') - Date.parse(order.createdAt)).toBe(60 * 60_000);
    expect((await read(token, order.id)).cryptoPaymentData?.paymentAddress).toBe(address);
  });
  it("'Yes, I Have Paid', then the deposit is seen, the crypto sold and the payout sent: COMPLETED with a payout reference", async () => {
    const { token } = await newSeller();
    const order = Order.parse((await placeSellOrder(t.app, token, { bankId: await addSepaBank(t.app, token) })).json().response);
    const [processing, pending, completed] = await payAndSettle(token, order);
    expect(processing).toMatchObject({ status: 'PROCESSING', cryptoPaymentData: { cryptoAmountPaid: '0.04' } });
    expect(processing?.transactionLink).toMatch(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    expect(pending?.status).toBe('PENDING_DELIVERY_FROM_FERRY');
    expect(completed).toMatchObject({ status: 'COMPLETED' });
    expect(completed?.payoutReference).toMatch(/^po_[0-9a-f]{24}$/);
    const list = (await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response;
    expect(list[0]).toMatchObject({ id: order.id, isBuyOrSell: 'SELL', status: 'COMPLETED' });
  });
  it("the sandbox's rejecting IBAN ends REFUNDED: 'Payout rejected by bank'", async () => {
    const { token } = await newSeller();
    const order = Order.parse((await placeSellOrder(t.app, token, { bankId: await addSepaBank(t.app, token, TEST_IBANS.rejects) })).json().response);
    const [, , refunded] = await payAndSettle(token, order);
    expect(refunded).toMatchObject({ status: 'REFUNDED', statusReason: 'Payout rejected by bank' });
  });
  it('a GBP sell pays out to a UK account; a SEPA sell refuses a UK account with 400', async () => {
    const { token } = await newSeller();
    const uk = (await addBankCall(t.app, token, { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '040004', accountNumber: '12345678' })).json().response;
    const sepa = await placeSellOrder(t.app, token, { bankId: uk.id });
    expect(sepa.statusCode).toBe(400);
    expect(sepa.json().message).toBe('This payout needs a SEPA bank account (IBAN). Please add one.');
    const gbp = await placeSellOrder(t.app, token, { paymentMethod: 'gbp_bank_transfer', fiatCurrency: 'GBP', bankId: uk.id });
    expect(gbp.statusCode, gbp.body).toBe(200);
    expect(gbp.json().response).toMatchObject({ fiatCurrency: 'GBP', bankAccountDetails: { type: 'GBP_BANK', accountNumber: '**** 5678' } });
  });
  it('a deposit address in each network’s format: USDT on tron, BTC on bitcoin', async () => {
    for (const [cryptoCurrency, network, cryptoAmount] of [['USDT', 'tron', '50'], ['BTC', 'bitcoin', '0.001']] as const) {
      const { token } = await newSeller();
      const bankId = await addSepaBank(t.app, token);
      const quote = await getSellQuote(t.app, { cryptoCurrency, network, cryptoAmount });
      const reservationId = (await t.app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: quote.quoteId } })).json().response.reservationId;
      const res = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'sepa_bank_transfer', bankId, isBuyOrSell: 'SELL' });
      expect(res.statusCode, res.body).toBe(200);
      const address = Order.parse(res.json().response).cryptoPaymentData?.paymentAddress ?? '';
      expect(validateWalletAddress({ address, network, cryptoSymbol: cryptoCurrency }), address).toMatchObject({ ok: true });
    }
  });
});

describe('create-order for a SELL to a card', () => {
  it('pays out to a payout-allowed card: fast_funds for the Visa, COMPLETED with a payout reference', async () => {
    const { token } = await newSeller();
    const cardId = await addPayoutCard(t.app, token, TEST_CARDS.visa);
    const order = Order.parse((await placeSellOrder(t.app, token, { paymentMethod: 'credit_debit_card', cardId })).json().response);
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT_FROM_USER', cardDetails: { scheme: 'visa', last4: '4242' }, moneyTransferType: 'fast_funds', cardPaymentData: null });
    const [, , completed] = await payAndSettle(token, order);
    expect(completed?.status).toBe('COMPLETED');
    expect(completed?.payoutReference).toMatch(/^po_/);
  });
  it('refuses a card that cannot receive payouts (400), and a card token without validation (403): no order made', async () => {
    const { token } = await newSeller();
    const declined = (await (await validatePayoutCard(t.app, token, TEST_CARDS.declined)).json()).response;
    const status = (await t.app.inject({ url: `/api/v1/cards/payout/${declined.paymentId}`, headers: { authorization: token } })).json().response;
    const refused = await placeSellOrder(t.app, token, { paymentMethod: 'credit_debit_card', cardId: status.cardId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CARD_NOT_PAYOUT_ELIGIBLE', message: 'Card not eligible for payout' });
    const quote = await getSellQuote(t.app, { paymentMethod: 'credit_debit_card' });
    const reservationId = (await t.app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: quote.quoteId } })).json().response.reservationId;
    const withToken = await createOrderCall(t.app, token, { reservationId, paymentMethod: 'credit_debit_card', isBuyOrSell: 'SELL', cardToken: await tokenizeCard(t.app, TEST_CARDS.visa) });
    expect(withToken.json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please add a card that can receive payouts.' });
    expect((await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response).toEqual([]);
  });
});

describe('a sell keeps the rules of a buy', () => {
  it("another user's bank or card answers 404", async () => {
    const owner = await newSeller();
    const other = await newSeller();
    const bankId = await addSepaBank(t.app, owner.token);
    const cardId = await addPayoutCard(t.app, owner.token, TEST_CARDS.visa);
    expect((await placeSellOrder(t.app, other.token, { bankId })).statusCode).toBe(404);
    expect((await placeSellOrder(t.app, other.token, { paymentMethod: 'credit_debit_card', cardId })).statusCode).toBe(404);
    expect((await placeSellOrder(t.app, other.token, { bankId: 'not-a-bank' })).statusCode).toBe(404);
  });
  it('a BUY quote on a sell order is refused (400), and a SELL quote on a buy order', async () => {
    const { token } = await newSeller();
    const bankId = await addSepaBank(t.app, token);
    const buyQuote = await getQuote(t.app, { paymentMethod: 'sepa_bank_transfer' });
    const buyReservation = (await reserve(t.app, token, { quoteId: buyQuote.quoteId })).json().response.reservationId;
    const asSell = await createOrderCall(t.app, token, { reservationId: buyReservation, paymentMethod: 'sepa_bank_transfer', bankId, isBuyOrSell: 'SELL' });
    expect(asSell.statusCode).toBe(400);
    expect(asSell.json().message).toBe('This is a BUY quote; a SELL order needs a SELL quote. Please get a new quote.');
    const sellQuote = await getSellQuote(t.app);
    const sellReservation = (await t.app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: sellQuote.quoteId } })).json().response.reservationId;
    expect((await createOrderCall(t.app, token, { reservationId: sellReservation, paymentMethod: 'sepa_bank_transfer', bankId, isBuyOrSell: 'BUY' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response).toEqual([]);
  });
  it("no bank chosen goes to bank details (403); KYC not approved (403): the SELL variant of the server's pre-order checks", async () => {
    const { token } = await newSeller();
    expect((await placeSellOrder(t.app, token)).json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please add the bank account to pay out to.' });
    expect((await placeSellOrder(t.app, token, { paymentMethod: 'credit_debit_card' })).json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please add a card that can receive payouts.' });
    const unapproved = await newBuyer(t.app, { advance: clock.advance, isKycApproved: false });
    const bankId = await addSepaBank(t.app, unapproved.token);
    // As for a buy (create-order.test.ts): the first pending form is the personal details, with its own code.
    expect((await placeSellOrder(t.app, unapproved.token, { bankId })).json()).toMatchObject({
      code: 'PERSONAL_DETAILS_NOT_FOUND',
      message: 'Personal details not found. Please enter your personal details to proceed.',
    });
  });
  it("the same Idempotency-Key answers the same sell; another order while one awaits is 'Order exists' (409)", async () => {
    const { token } = await newSeller();
    const bankId = await addSepaBank(t.app, token);
    const quote = await getSellQuote(t.app);
    const reservationId = (await t.app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: quote.quoteId } })).json().response.reservationId;
    const query = { reservationId, paymentMethod: 'sepa_bank_transfer', bankId, isBuyOrSell: 'SELL' };
    const first = await createOrderCall(t.app, token, query, 'sell-key-0001');
    const again = await createOrderCall(t.app, token, query, 'sell-key-0001');
    expect(again.json().response.id).toBe(first.json().response.id);
    expect(again.json().response.cryptoPaymentData.paymentAddress).toBe(first.json().response.cryptoPaymentData.paymentAddress);
    expect((await placeSellOrder(t.app, token, { bankId })).json().code).toBe('ORDER_EXISTS');
    expect((await placeOrder(t.app, token, { paymentMethod: 'sepa_bank_transfer' })).json().code).toBe('ORDER_EXISTS');
  });
  it('an unpaid sell can be cancelled with a reason, and expires after 60 minutes; a finished one cannot be marked paid', async () => {
    const { token } = await newSeller();
    const bankId = await addSepaBank(t.app, token);
    const first = Order.parse((await placeSellOrder(t.app, token, { bankId })).json().response);
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/cancel/${first.id}?cancelReason=changed%20my%20mind`, headers: { authorization: token } });
    expect(cancelled.json().response).toMatchObject({ status: 'CANCELLED', cancelReason: 'changed my mind' });
    const second = Order.parse((await placeSellOrder(t.app, token, { bankId })).json().response);
    clock.advance(60 * 60_000);
    await t.app.jobs.runDue();
    expect((await read(token, second.id)).status).toBe('EXPIRED');
    expect((await paymentDone(token, second)).json().code).toBe('ORDER_EXPIRED');
  });
});
