import { Order, OrderListItem, Quote } from '@ferry/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderCall, createOrderTestApp, newBuyer, orderOf, reserve, tokenizeCard, TEST_CARDS } from './orders-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const buy = { fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo' };

async function quoteAt(path: string, params: Record<string, string>): Promise<Quote> {
  const res = await t.app.inject({ url: `/api/v1/${path}?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return Quote.parse(res.json().response);
}

/** A new KYC-approved buyer orders the quote by card; answers the order detail and the buyer's token. */
async function orderQuote(quote: Quote) {
  const { token } = await newBuyer(t.app, { advance: clock.advance });
  const reservation = await reserve(t.app, token, { quoteId: quote.quoteId });
  expect(reservation.statusCode, reservation.body).toBe(200);
  const created = await createOrderCall(t.app, token, {
    reservationId: reservation.json().response.reservationId,
    paymentMethod: 'credit_debit_card',
    cardToken: await tokenizeCard(t.app, TEST_CARDS.visa),
  });
  expect(created.statusCode, created.body).toBe(200);
  const detail = await orderOf(t.app, token, Order.parse(created.json().response).id);
  return { order: Order.parse(detail.json().response), token };
}

describe('order fields of spec 001 section 3', () => {
  it('a Ferry One order carries the quote’s ferryOneData, in the detail and the order list', async () => {
    const quote = await quoteAt('quotes/one-click-protocol', { ...buy, fiatAmount: '100', smartContractAddress: '0xdef', estimatedGasLimit: '210000', callData: '0xa9059cbb' });
    const { order, token } = await orderQuote(quote);
    expect(order.orderProcessingType).toBe('FERRY_ONE');
    expect(order.ferryOneData).toEqual(quote.ferryOneData);
    expect(order.ferryOneData?.smartContractAddress).toBe('0xdef');
    const list = z.array(OrderListItem).parse((await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response);
    expect(list[0]?.ferryOneData).toEqual(quote.ferryOneData);
    expect(list[0]?.nftAssetInfo).toBeNull();
  });

  it('an NFT order carries nftAssetInfo (nftTitle, name, imageUrl, quantity) in the order list', async () => {
    const nftData = JSON.stringify({ nftTitle: 'Harbour #42', nftImage: 'https://img.example/42.png', quantity: 2 });
    const quote = await quoteAt('widget/quotes', { ...buy, isNFT: 'true', cryptoAmount: '0.01', contractAddress: '0xabc', tokenId: '42', nftData });
    const { order, token } = await orderQuote(quote);
    const list = z.array(OrderListItem).parse((await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response);
    const expected = { nftTitle: 'Harbour #42', name: 'Harbour #42', imageUrl: 'https://img.example/42.png', quantity: 2 };
    expect(list.find((row) => row.id === order.id)?.nftAssetInfo).toEqual(expected);
    expect(order).toMatchObject({ isNFTOrder: true, orderProcessingType: 'NFT_CHECKOUT', nftAssetInfo: expected, ferryOneData: null });
  });

  it('an order shows aTskFees and aTtlFees (the actual Ferry and total fees) and the converted fiat of the quote', async () => {
    const quote = await quoteAt('widget/quotes', { ...buy, fiatAmount: '100', quoteCountryCode: 'GB' });
    expect(quote.convertedFiatData).toMatchObject({ fiatCurrency: 'GBP' });
    expect(Number(quote.convertedFiatData?.fiatAmount)).toBeGreaterThan(0);
    const { order } = await orderQuote(quote);
    expect(order).toMatchObject({
      aTskFees: quote.actualFerryFees,
      aTtlFees: quote.actualTotalFees,
      convertedFiatCurrency: 'GBP',
      convertedFiatAmount: quote.convertedFiatData?.fiatAmount,
    });
  });

  it('a quote in the country’s own currency has no convertedFiatData, and its order none either', async () => {
    const quote = await quoteAt('widget/quotes', { ...buy, fiatAmount: '100', quoteCountryCode: 'DE' });
    expect(quote.convertedFiatData).toBeUndefined();
    const { order } = await orderQuote(quote);
    expect(order).toMatchObject({ convertedFiatCurrency: null, convertedFiatAmount: null });
  });
});

describe('quote bankId', () => {
  it('a quote asked with bankId carries it, and quotes/refresh?bankId replaces it', async () => {
    const sell = { ...buy, paymentMethod: 'sepa_bank_transfer', isBuyOrSell: 'SELL', cryptoAmount: '0.1', partnerApiKey: 'pk_sandbox_demo' };
    const quote = await quoteAt('widget/quotes', { ...sell, bankId: 'bank-1' });
    expect(quote.bankId).toBe('bank-1');
    const refreshed = await quoteAt('quotes/refresh', { quoteId: quote.quoteId });
    expect(refreshed.bankId).toBe('bank-1');
    expect((await quoteAt('quotes/refresh', { quoteId: quote.quoteId, bankId: 'bank-2' })).bankId).toBe('bank-2');
  });
});
