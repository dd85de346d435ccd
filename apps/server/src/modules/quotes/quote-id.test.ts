import { createHmac } from 'node:crypto';
import { Quote } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { checkWalletAddressForQuote, findQuote } from './quotes.service.js';

let t: TestApp;
const start = new Date('2025-06-01T10:00:00Z');
let now = start;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => now } });
});
afterAll(async () => {
  await t.close();
});

const query = new URLSearchParams({
  fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card',
  partnerApiKey: 'pk_sandbox_demo', fiatAmount: '250', partnerOrderId: 'order-77',
});
const ctxOf = () => ({ config: t.config, db: t.database.db, providers: {} as never, now: () => now, events: {} as never, jobs: {} as never, sessions: {} as never });

async function newQuote(): Promise<Quote> {
  now = start;
  const res = await t.app.inject({ url: `/api/v1/widget/quotes?${query}` });
  return Quote.parse(res.json().response);
}

describe('quote ids: signed, found again until they expire, no row per quote', () => {
  it('findQuote gives back exactly the quote that was issued, until its expiry', async () => {
    const issued = await newQuote();
    now = new Date(start.getTime() + 59_999);
    expect(findQuote(ctxOf(), issued.quoteId)).toEqual(issued);
    expect(issued.partnerOrderId).toBe('order-77');
    now = new Date(start.getTime() + 60_000);
    expect(() => findQuote(ctxOf(), issued.quoteId)).toThrow(expect.objectContaining({ code: 'QUOTE_EXPIRED' }));
  });

  it('keeps the quote id compact: under 600 characters for a plain buy', async () => {
    const issued = await newQuote();
    expect(issued.quoteId.length).toBeLessThan(600);
  });

  it('signs the payload part with HMAC-SHA256 under QUOTE_SIGNING_SECRET, in base64url: any instance holding the secret reads it', async () => {
    const issued = await newQuote();
    const [payload, mac] = issued.quoteId.split('.') as [string, string];
    expect(mac).toBe(createHmac('sha256', t.config.QUOTE_SIGNING_SECRET).update(payload).digest('base64url'));
    expect(createHmac('sha256', `${t.config.QUOTE_SIGNING_SECRET}x`).update(payload).digest('base64url')).not.toBe(mac);
  });

  it('refuses a tampered or forged quote id with QUOTE_INVALID', async () => {
    const issued = await newQuote();
    const [payload, mac] = issued.quoteId.split('.') as [string, string];
    const packed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    // The packed payload: version, iat, exp, nine request fields, extras, then the figures (fiatAmount, cryptoAmount, ...).
    expect(packed[14]).toBe(issued.cryptoAmount);
    packed[14] = '10';
    const forged = `${Buffer.from(JSON.stringify(packed)).toString('base64url')}.${mac}`;
    expect(() => findQuote(ctxOf(), forged)).toThrow(expect.objectContaining({ code: 'QUOTE_INVALID' }));
    expect(() => findQuote(ctxOf(), `${payload}.${mac.slice(0, -2)}AA`)).toThrow(expect.objectContaining({ code: 'QUOTE_INVALID' }));
    const res = await t.app.inject({ url: `/api/v1/quotes/refresh?quoteId=${forged}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('QUOTE_INVALID');
  });

  it('quotes/refresh prices the same request again with a new id and expiry, even after the quote expired', async () => {
    const issued = await newQuote();
    now = new Date(start.getTime() + 10 * 60_000);
    const res = await t.app.inject({ url: `/api/v1/quotes/refresh?quoteId=${issued.quoteId}` });
    expect(res.statusCode).toBe(200);
    const fresh = Quote.parse(res.json().response);
    expect(fresh.quoteId).not.toBe(issued.quoteId);
    expect(fresh).toMatchObject({ fiatAmount: '250.00', cryptoCurrency: 'ETH', paymentMethod: 'credit_debit_card', partnerOrderId: 'order-77' });
    expect(fresh.expiresAt).toBe(new Date(now.getTime() + 60_000).toISOString());
  });

  it('quotes/refresh refuses a quote issued more than a day ago with QUOTE_EXPIRED', async () => {
    const issued = await newQuote();
    now = new Date(start.getTime() + 24 * 3600_000 + 1);
    const res = await t.app.inject({ url: `/api/v1/quotes/refresh?quoteId=${issued.quoteId}` });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'QUOTE_EXPIRED' });
  });

  it('serves quotes from memory once warm: the database can be gone and quotes still come', async () => {
    const isolated = await createTestApp();
    const url = `/api/v1/widget/quotes?${query}`;
    expect((await isolated.app.inject({ url })).statusCode).toBe(200);
    await isolated.database.close();
    const res = await isolated.app.inject({ url });
    await isolated.app.close();
    expect(res.statusCode).toBe(200);
  });
});

describe('wallet address at reservation (checkWalletAddressForQuote)', () => {
  const quote = { cryptoCurrency: 'ETH', network: 'ethereum' };
  it('returns the trimmed address when it fits the network', () => {
    expect(checkWalletAddressForQuote(quote, { walletAddress: ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ' })).toEqual({
      walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
  });
  it("refuses a mistyped address with ENTER_VALID_ADDRESS: 'Please enter a valid ETH wallet address'", () => {
    expect(() => checkWalletAddressForQuote(quote, { walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).toThrow(
      expect.objectContaining({ code: 'ENTER_VALID_ADDRESS', message: 'Please enter a valid ETH wallet address' }),
    );
  });
  it('checks the XRP destination tag', () => {
    const xrp = { cryptoCurrency: 'XRP', network: 'ripple' };
    expect(checkWalletAddressForQuote(xrp, { walletAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', addressTag: '12345' })).toEqual({
      walletAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      addressTag: '12345',
    });
    expect(() => checkWalletAddressForQuote(xrp, { walletAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', addressTag: 'abc' })).toThrow(
      expect.objectContaining({ code: 'ENTER_VALID_ADDRESS' }),
    );
  });
});
