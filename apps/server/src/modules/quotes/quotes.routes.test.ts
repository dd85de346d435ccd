import { Quote, successEnvelope } from '@ferry/contracts';
import { Dec, satisfiesFeeEquation } from '@ferry/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
const start = new Date('2025-06-01T10:00:00Z');
let now = start;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: () => now } });
});
afterAll(async () => {
  await t.close();
});

const base = { fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo' };

async function quote(params: Record<string, string>) {
  const res = await t.app.inject({ url: `/api/v1/widget/quotes?${new URLSearchParams({ ...base, ...params })}` });
  return { status: res.statusCode, body: res.json() };
}
const fee = (q: Quote, id: string) => q.feeBreakdown.find((line) => line.id === id)?.value;

describe('GET /api/v1/widget/quotes: buy', () => {
  it('quotes 250 EUR of ETH on ethereum by card with every field of the spec, its fees adding up to the cent', async () => {
    const { status, body } = await quote({ fiatAmount: '250' });
    expect(status).toBe(200);
    const q = Quote.parse(body.response);
    // Written by the route's response schema (quotes.routes.ts, answer-cache.ts): exactly the contract, nothing more.
    expect(successEnvelope(Quote).strict().parse(body)).toEqual(body);
    expect(Quote.strict().parse(body.response)).toEqual(body.response);
    expect(q).toMatchObject({ isBuyOrSell: 'BUY', fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', fiatAmount: '250.00' });
    expect(q.feeBreakdown.map((line) => line.id)).toEqual(['ferry_fee', 'partner_fee', 'processing_fee', 'network_fee']);
    expect(fee(q, 'partner_fee')).toBe('2.50');
    expect(fee(q, 'processing_fee')).toBe('6.25');
    expect(satisfiesFeeEquation(q, 2)).toBe(true);
    expect(q.feeDecimal).toBe(new Dec(q.totalFee).dividedBy(q.fiatAmount).toDecimalPlaces(6).toFixed());
    expect(new Date(q.expiresAt).getTime() - new Date(q.issuedAt).getTime()).toBe(60_000);
  });

  it('changes the quote with the payment method (card 2.5 %, SEPA 0.25 % processing)', async () => {
    const card = Quote.parse((await quote({ fiatAmount: '250' })).body.response);
    const sepa = Quote.parse((await quote({ fiatAmount: '250', paymentMethod: 'sepa_bank_transfer' })).body.response);
    expect(fee(sepa, 'processing_fee')).toBe('0.63');
    expect(new Dec(sepa.cryptoAmount).greaterThan(card.cryptoAmount)).toBe(true);
  });

  it('buys by crypto amount: exactly that crypto for the fiat that covers it', async () => {
    const q = Quote.parse((await quote({ cryptoAmount: '0.1' })).body.response);
    expect(q.cryptoAmount).toBe('0.1');
    expect(satisfiesFeeEquation(q, 2)).toBe(true);
  });

  it('honours isFeeExcludedFromFiat: 250 EUR is converted whole and the fees are paid on top', async () => {
    const q = Quote.parse((await quote({ fiatAmount: '250', isFeeExcludedFromFiat: 'true' })).body.response);
    expect(q.isFeeExcludedFromFiat).toBe(true);
    expect(q.fiatAmount).toBe(new Dec(250).plus(q.totalFee).toFixed(2));
    expect(satisfiesFeeEquation(q, 2)).toBe(true);
  });

  it('carries the sandbox campaign on pk_sandbox_demo buys: half the Ferry fee off, a negative campaign amount', async () => {
    const q = Quote.parse((await quote({ fiatAmount: '250' })).body.response);
    expect(q.ferryFeeOffPercent).toBe('50');
    expect(fee(q, 'ferry_fee')).toBe('1.25');
    expect(q.actualFerryFees).toBe('2.50');
    expect(q.campaignAmount).toBe('-1.25');
    expect(new Dec(q.actualTotalFees).minus(q.totalFee).toFixed(2)).toBe('1.25');
    const ferry = Quote.parse((await quote({ fiatAmount: '250', partnerApiKey: 'pk_sandbox_ferry' })).body.response);
    expect(ferry).toMatchObject({ ferryFeeOffPercent: '0', campaignAmount: '0.00' });
    expect(fee(ferry, 'partner_fee')).toBe('0.00');
  });

  it('gives the same price for the same instant and a different one a bucket later (sandbox drift by the clock)', async () => {
    const first = Quote.parse((await quote({ fiatAmount: '250' })).body.response);
    const again = Quote.parse((await quote({ fiatAmount: '250' })).body.response);
    expect(again.conversionPrice).toBe(first.conversionPrice);
    now = new Date(start.getTime() + 60_000);
    const later = Quote.parse((await quote({ fiatAmount: '250' })).body.response);
    now = start;
    expect(later.conversionPrice).not.toBe(first.conversionPrice);
  });
});

describe('GET /api/v1/widget/quotes: bounds (spec 000 section 5 "Amounts")', () => {
  it('refuses below the payment method minimum with MIN_AMOUNT and the minimum', async () => {
    expect(await quote({ fiatAmount: '29.99' })).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'MIN_AMOUNT', message: 'Minimum buy amount should be more than or equal to 30 EUR', params: { min: '30', currency: 'EUR', side: 'BUY' } },
    });
  });

  it('refuses above the payment method maximum with ORDER_LIMIT and the maximum', async () => {
    expect(await quote({ fiatAmount: '5000.01' })).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'ORDER_LIMIT', message: 'Please place an order of less than 5000 EUR', params: { max: '5000', currency: 'EUR' } },
    });
    expect((await quote({ fiatAmount: '5000' })).status).toBe(200);
    expect((await quote({ fiatAmount: '30' })).status).toBe(200);
  });

  it("checks a buy by crypto amount against the crypto's minimum and maximum", async () => {
    expect((await quote({ cryptoAmount: '0.001' })).body.message).toBe('Minimum buy amount should be more than or equal to 0.002 ETH');
    expect((await quote({ cryptoAmount: '201' })).body.message).toBe('Please place an order of less than 200 ETH');
  });

  it("refuses a buy by crypto whose fiat exceeds the payment method's maximum", async () => {
    expect(await quote({ cryptoAmount: '100' })).toMatchObject({ status: 400, body: { code: 'ORDER_LIMIT', message: 'Please place an order of less than 5000 EUR' } });
  });
});

describe('GET /api/v1/widget/quotes: sell', () => {
  const sell = (params: Record<string, string>) => quote({ isBuyOrSell: 'SELL', paymentMethod: 'sepa_bank_transfer', ...params });

  it('sells 0.1 ETH for EUR: the payout plus the fees is the crypto value', async () => {
    const { status, body } = await sell({ cryptoAmount: '0.1' });
    expect(status).toBe(200);
    const q = Quote.parse(body.response);
    expect(q).toMatchObject({ isBuyOrSell: 'SELL', cryptoAmount: '0.1', ferryFeeOffPercent: '0' });
    expect(fee(q, 'network_fee')).toBe('0.00');
    expect(satisfiesFeeEquation(q, 2)).toBe(true);
  });

  it('sells by fiat amount: at least the fiat asked for', async () => {
    const q = Quote.parse((await sell({ fiatAmount: '100' })).body.response);
    expect(new Dec(q.fiatAmount).greaterThanOrEqualTo(100)).toBe(true);
    expect(satisfiesFeeEquation(q, 2)).toBe(true);
  });

  it('enforces the sell limits in crypto, with the sell wording', async () => {
    expect((await sell({ cryptoAmount: '0.009' })).body).toMatchObject({ code: 'MIN_AMOUNT', message: 'Minimum sell amount should be more than or equal to 0.01 ETH' });
    expect((await sell({ cryptoAmount: '100.5' })).body).toMatchObject({ code: 'ORDER_LIMIT', message: 'Please place an order of less than 100 ETH' });
  });

  it('uses the default sell limits (minimum 10) for a crypto without configured limits', async () => {
    const res = await sell({ cryptoCurrency: 'SOL', network: 'solana', cryptoAmount: '9.9' });
    expect(res.body).toMatchObject({ code: 'MIN_AMOUNT', message: 'Minimum sell amount should be more than or equal to 10 SOL' });
  });

  it('refuses a payout method that cannot pay out', async () => {
    expect((await sell({ cryptoAmount: '0.1', paymentMethod: 'apple_pay' })).body.code).toBe('QUOTE_UNAVAILABLE');
  });
});

describe('GET /api/v1/widget/quotes: refusals', () => {
  it('goes through the partner gate', async () => {
    expect((await quote({ fiatAmount: '250', partnerApiKey: 'pk_sandbox_disabled' })).body.code).toBe('PARTNER_INACTIVE');
    expect((await quote({ fiatAmount: '250', partnerApiKey: 'pk_nope' })).body.code).toBe('PARTNER_NOT_FOUND');
  });

  it('refuses a product the partner does not offer', async () => {
    expect(await quote({ fiatAmount: '250', partnerApiKey: 'pk_sandbox_sell_only' })).toMatchObject({ status: 403, body: { code: 'PRODUCT_NOT_AVAILED' } });
  });

  it('refuses a crypto on a network it is not listed on, and a payment method of another fiat', async () => {
    expect((await quote({ fiatAmount: '250', network: 'solana' })).body.code).toBe('QUOTE_UNAVAILABLE');
    expect((await quote({ fiatAmount: '250', paymentMethod: 'inr_upi' })).body.code).toBe('QUOTE_UNAVAILABLE');
    expect((await quote({ fiatAmount: '250', fiatCurrency: 'JPY' })).body.code).toBe('QUOTE_UNAVAILABLE');
  });

  it('wants exactly one of fiatAmount and cryptoAmount', async () => {
    expect((await quote({})).status).toBe(400);
    expect((await quote({ fiatAmount: '250', cryptoAmount: '0.1' })).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('redirectURL is no open redirect (issue 14)', () => {
  it("must be on the partner's domains when the partner lists them; any site otherwise", async () => {
    const [demo] = await t.database.db.select().from(partners).where(eq(partners.apiKey, 'pk_sandbox_demo'));
    if (!demo) throw new Error('no demo partner');
    await t.database.db.insert(partners).values({ ...demo, apiKey: 'pk_sandbox_redirect_test', allowedDomains: ['wallet.example'] });
    const ask = (partnerApiKey: string, redirectURL: string) => quote({ fiatAmount: '100', partnerApiKey, redirectURL });
    expect((await ask('pk_sandbox_demo', 'https://anywhere.example/done')).status).toBe(200);
    expect((await ask('pk_sandbox_redirect_test', 'https://app.wallet.example/done')).status).toBe(200);
    const elsewhere = await ask('pk_sandbox_redirect_test', 'https://phish.example/wallet.example');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: 'REDIRECT_URL_NOT_ALLOWED', params: { host: 'phish.example' } });
  });
});
