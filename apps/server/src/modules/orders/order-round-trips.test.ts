import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRoundTrips } from '../../db/round-trip-counter.js';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, getQuote, newBuyer, placeOrder, reserve, TEST_CARDS, tokenizeCard } from './orders-test-kit.js';

/**
 * Issue 17 asks create-order in at most 8 database round trips; not reached yet. These are today's
 * exact counts (43 for a card buy and 29 for a bank transfer before issue 17, then 27 and 14, from
 * the statements listed): a change that adds one fails here, one that saves one updates them. A
 * card buy also pays: the sandbox gateway's payment row (1 statement) and the payment's status
 * change (a transaction of its own after the insert commits, README "Exactly one order per intent").
 * GET orders: a number that does not grow with the list.
 */
const CARD_BUY_ROUND_TRIPS = 17;
const BANK_TRANSFER_ROUND_TRIPS = 8;

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

async function preparedCardOrder(token: string, card: string = TEST_CARDS.visa) {
  const quote = await getQuote(t.app, { fiatAmount: '30' });
  const reservation = await reserve(t.app, token, { quoteId: quote.quoteId });
  return { reservationId: reservation.json().response.reservationId as string, paymentMethod: 'credit_debit_card', cardToken: await tokenizeCard(t.app, card) };
}

/** The statements one call sends to the database, counted by wrapping the driver's query function. */
async function roundTripsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const counter = countRoundTrips(t.database);
  try {
    const result = await work();
    return { result, statements: [...counter.statements] };
  } finally {
    counter.stop();
  }
}

describe('database round trips', () => {
  it('the counter sees every statement, transactions included', async () => {
    const { statements } = await roundTripsOf(() => t.database.db.transaction(async (tx) => tx.execute('select 1')));
    expect(statements.map((text) => text.trim().split(/\s+/)[0]?.toUpperCase())).toEqual(['BEGIN', 'SELECT', 'COMMIT']);
  });

  it(`create-order of a card buy (charged at once): ${CARD_BUY_ROUND_TRIPS}, with a new card and a saved one`, async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const query = await preparedCardOrder(token);
    const first = await roundTripsOf(() => createOrderCall(t.app, token, query));
    expect(first.result.statusCode).toBe(200);
    expect(first.result.json().response.status).toBe('PROCESSING');
    expect(first.statements.length, first.statements.join('\n---\n')).toBe(CARD_BUY_ROUND_TRIPS);

    const cardId: string = first.result.json().response.cardDetails.id ?? first.result.json().response.cardId;
    const saved = await preparedCardOrder(token);
    const second = await roundTripsOf(() => createOrderCall(t.app, token, { reservationId: saved.reservationId, paymentMethod: 'credit_debit_card', ...(cardId ? { cardId } : { cardToken: saved.cardToken }) }));
    expect(second.result.statusCode).toBe(200);
    expect(second.statements.length, second.statements.join('\n---\n')).toBe(CARD_BUY_ROUND_TRIPS);
  });

  it(`create-order of a bank transfer (awaiting the transfer): ${BANK_TRANSFER_ROUND_TRIPS}`, async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const quote = await getQuote(t.app, { paymentMethod: 'sepa_bank_transfer' });
    const reservation = await reserve(t.app, token, { quoteId: quote.quoteId });
    const { result, statements } = await roundTripsOf(() =>
      createOrderCall(t.app, token, { reservationId: reservation.json().response.reservationId, paymentMethod: 'sepa_bank_transfer' }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json().response.status).toBe('AWAITING_PAYMENT_FROM_USER');
    expect(statements.length, statements.join('\n---\n')).toBe(BANK_TRANSFER_ROUND_TRIPS);
  });

  it('GET orders: the same number of statements for 1 order as for 3 (a SIMPLE day holds three 100 EUR card buys)', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    const list = () => t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } });
    expect((await placeOrder(t.app, token)).statusCode).toBe(200);
    const one = await roundTripsOf(list);
    expect(one.result.json().response).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) expect((await placeOrder(t.app, token)).statusCode).toBe(200);
    const three = await roundTripsOf(list);
    expect(three.result.json().response).toHaveLength(3);
    expect(three.statements.length, three.statements.join('\n---\n')).toBe(one.statements.length);
    // The access token, the user's banks, the orders, the stream deposits.
    expect(three.statements.length, three.statements.join('\n---\n')).toBeLessThanOrEqual(4);
  });
});
