import { CryptoCurrency, FiatCurrency, Country } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/fiat-currencies', () => {
  it('lists EUR, GBP, USD and INR with the payment options that fit each', async () => {
    const res = await t.app.inject({ url: '/api/v1/fiat-currencies?apiKey=pk_sandbox_demo' });
    expect(res.statusCode).toBe(200);
    const fiats = z.array(FiatCurrency).parse(res.json().response);
    const methods = Object.fromEntries(fiats.map((fiat) => [fiat.symbol, fiat.paymentOptions.map((option) => option.id)]));
    expect(Object.keys(methods)).toEqual(['EUR', 'GBP', 'USD', 'INR']);
    expect(methods.EUR).toContain('sepa_bank_transfer');
    expect(methods.GBP).toContain('gbp_bank_transfer');
    expect(methods.USD).toEqual(expect.arrayContaining(['pm_us_wire_bank_transfer', 'pm_ach_push', 'pm_wire']));
    expect(methods.INR).toEqual(['inr_upi', 'inr_bank_transfer']);
  });

  it('gives every payment option min, max and default amounts as decimal strings with min <= default <= max', async () => {
    const res = await t.app.inject({ url: '/api/v1/fiat-currencies?apiKey=pk_sandbox_demo' });
    for (const fiat of z.array(FiatCurrency).parse(res.json().response)) {
      for (const option of fiat.paymentOptions) {
        const [min, def, max] = [option.minAmount, option.defaultAmount, option.maxAmount].map(Number);
        expect(min).toBeLessThanOrEqual(def!);
        expect(def).toBeLessThanOrEqual(max!);
        expect(option.supportedCountryCode.length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a disabled partner', async () => {
    const res = await t.app.inject({ url: '/api/v1/fiat-currencies?apiKey=pk_sandbox_disabled' });
    expect(res.statusCode).toBe(403);
  });

  it('answers a missing apiKey with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/fiat-currencies' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/v1/crypto-currencies', () => {
  it('lists BTC, ETH, USDC and USDT on several networks, SOL, POL and XRP with its destination tag', async () => {
    const res = await t.app.inject({ url: '/api/v1/crypto-currencies?partnerApiKey=pk_sandbox_demo' });
    expect(res.statusCode).toBe(200);
    const cryptos = z.array(CryptoCurrency).parse(res.json().response);
    const networksOf = (symbol: string) => cryptos.filter((c) => c.symbol === symbol).map((c) => c.network.name);
    expect(networksOf('BTC')).toEqual(['bitcoin']);
    expect(networksOf('USDC').length).toBeGreaterThan(1);
    expect(networksOf('USDT').length).toBeGreaterThan(1);
    for (const symbol of ['ETH', 'SOL', 'POL', 'XRP']) expect(networksOf(symbol).length).toBeGreaterThan(0);
    expect(cryptos.find((c) => c.symbol === 'XRP')?.addressAdditionalData).toEqual({
      name: 'destinationTag',
      display_name: 'Destination Tag',
    });
    expect(new Set(cryptos.map((c) => c.uniqueId)).size).toBe(cryptos.length);
    expect(cryptos.some((c) => c.isPopular)).toBe(true);
  });
});

describe('GET /api/v1/countries', () => {
  it('lists countries with alpha2, currency and isAllowed, some of them not allowed', async () => {
    const res = await t.app.inject({ url: '/api/v1/countries' });
    const countries = z.array(Country).parse(res.json().response);
    expect(countries.find((c) => c.alpha2 === 'GB')).toEqual({ alpha2: 'GB', name: 'United Kingdom', currencyCode: 'GBP', isAllowed: true });
    expect(countries.find((c) => c.alpha2 === 'KP')?.isAllowed).toBe(false);
  });
});
