import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { newBuyer, orderOf, placeOrder, TEST_CARDS } from '../orders/orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000', LOG_LEVEL: 'trace' }, overrides: { now: clock.now } });
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/** Every row of every table of the database, as text. */
async function databaseDump(): Promise<string> {
  const tables = rowsOf(await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`));
  const parts: string[] = [];
  for (const { table_name: name } of tables) {
    const rows = rowsOf(await t.database.db.execute(sql.raw(`select row_to_json(x)::text as j from "${String(name)}" x`)));
    parts.push(...rows.map((row) => String(row.j)));
  }
  return parts.join('\n');
}

describe('card numbers never reach the database or the logs', () => {
  it('after tokenising, paying, challenging and refusing every test card, no card number is stored or logged', async () => {
    const { token } = await newBuyer(t.app, { advance: clock.advance });
    for (const card of [TEST_CARDS.visa, TEST_CARDS.mastercard, TEST_CARDS.declined, TEST_CARDS.blockedBin, TEST_CARDS.amex]) {
      await placeOrder(t.app, token, { card });
    }
    const challenge = (await placeOrder(t.app, token, { card: TEST_CARDS.challenge })).json().response;
    await orderOf(t.app, token, challenge.id);
    // Bad numbers too: their error messages must not echo them.
    for (const number of ['4242424242424241', '42424242424242424242424', '4242 4242 4242 4242']) {
      const res = await t.app.inject({ method: 'POST', url: '/sandbox/card-gateway/api/tokens', payload: { number, cvv: '123', expiryMonth: 1, expiryYear: 2099 } });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain(number);
    }
    const dump = await databaseDump();
    expect(dump).toContain('4242');
    const logs = t.logs.join('');
    expect(logs.length).toBeGreaterThan(1000);
    for (const number of [...Object.values(TEST_CARDS), '4242424242424241']) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      for (const form of [number, spaced]) {
        expect(dump, `database holds ${form}`).not.toContain(form);
        expect(logs, `logs hold ${form}`).not.toContain(form);
      }
    }
    expect(logs).not.toMatch(/"cvv"/);
  });
});
