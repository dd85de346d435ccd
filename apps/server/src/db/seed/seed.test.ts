import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { countries, cryptoCurrencies, fiatCurrencies, partners, paymentOptions } from '../schema/index.js';
import { seedSandboxData } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const db = t.database.db;
  const [p, f, o, c, k] = await Promise.all([
    db.select({ n: count() }).from(partners),
    db.select({ n: count() }).from(fiatCurrencies),
    db.select({ n: count() }).from(paymentOptions),
    db.select({ n: count() }).from(cryptoCurrencies),
    db.select({ n: count() }).from(countries),
  ]);
  return [p, f, o, c, k].map((rows) => rows[0]?.n);
}

describe('the sandbox seed', () => {
  it('is idempotent: seeding twice more changes no counts and no partner', async () => {
    const before = await counts();
    const partnerBefore = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_demo' });
    await seedSandboxData(t.database.db);
    await seedSandboxData(t.database.db);
    expect(await counts()).toEqual(before);
    const partnerAfter = await t.app.inject({ url: '/api/v1/partners/pk_sandbox_demo' });
    expect(partnerAfter.json()).toEqual(partnerBefore.json());
  });

  it('seeds the five sandbox partner keys of DESIGN.md', async () => {
    const rows = await t.database.db.select({ apiKey: partners.apiKey }).from(partners);
    expect(rows.map((row) => row.apiKey)).toEqual(
      expect.arrayContaining(['pk_sandbox_demo', 'pk_sandbox_disabled', 'pk_sandbox_kyb_pending', 'pk_sandbox_ferry', 'pk_sandbox_sell_only']),
    );
  });
});
