import { createHash } from 'node:crypto';
import { Quote, SellLimits, StreamFee } from '@ferry/contracts';
import { satisfiesFeeEquation } from '@ferry/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string, params: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/v1/${path}?${new URLSearchParams(params)}` });
  return { status: res.statusCode, body: res.json() };
};
const nft = {
  fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo',
  isNFT: 'true', cryptoAmount: '0.001', contractAddress: '0xabc', tokenId: '42',
  nftData: JSON.stringify({ nftTitle: 'Harbour #42', nftImage: 'https://img.example/42.png', quantity: 2 }),
};

describe('NFT and Ferry One quotes (requested without bounds)', () => {
  it('quotes an NFT buy below the usual minimums, with nftTitle, nftImage and quantity', async () => {
    const { status, body } = await get('widget/quotes', nft);
    expect(status).toBe(200);
    const q = Quote.parse(body.response);
    expect(Quote.strict().parse(body.response)).toEqual(body.response);
    expect(q.nftData).toEqual({ nftTitle: 'Harbour #42', nftImage: 'https://img.example/42.png', quantity: 2 });
    expect(q.cryptoAmount).toBe('0.001');
    expect(satisfiesFeeEquation(q, 2)).toBe(true);
  });

  it('still refuses an NFT above the payment method maximum', async () => {
    expect((await get('widget/quotes', { ...nft, cryptoAmount: '5' })).body.code).toBe('ORDER_LIMIT');
  });

  it('needs a partner with NFTs enabled and a payment method that allows NFTs', async () => {
    expect((await get('widget/quotes', { ...nft, partnerApiKey: 'pk_sandbox_ferry' })).body.code).toBe('PRODUCT_NOT_AVAILED');
    expect((await get('widget/quotes', { ...nft, paymentMethod: 'sepa_bank_transfer' })).body.code).toBe('QUOTE_UNAVAILABLE');
  });

  it('answers nftData that is not JSON with 400', async () => {
    expect((await get('widget/quotes', { ...nft, nftData: '{nope' })).body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('quotes a Ferry One buy on quotes/one-click-protocol with the contract, gas limit and call-data hash', async () => {
    const callData = '0xa9059cbb000000000000000000000000';
    const { status, body } = await get('quotes/one-click-protocol', {
      fiatCurrency: 'EUR', cryptoCurrency: 'USDC', network: 'polygon', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_demo',
      cryptoAmount: '3', smartContractAddress: '0xdef', estimatedGasLimit: '210000', callData,
    });
    expect(status).toBe(200);
    expect(Quote.parse(body.response).ferryOneData).toEqual({
      smartContractAddress: '0xdef',
      estimatedGasLimit: '210000',
      callDataHash: createHash('sha256').update(callData).digest('hex'),
    });
  });

  it('refuses Ferry One for a partner without it', async () => {
    const res = await get('widget/quotes', {
      fiatCurrency: 'EUR', cryptoCurrency: 'ETH', network: 'ethereum', paymentMethod: 'credit_debit_card', partnerApiKey: 'pk_sandbox_ferry', fiatAmount: '100', isFerryOne: 'true',
    });
    expect(res.body.code).toBe('PRODUCT_NOT_AVAILED');
  });
});

describe('GET /api/v1/limits/SELL', () => {
  it('lists the configured limits per crypto, fiat and payment method and leaves out the ones that default', async () => {
    const { status, body } = await get('limits/SELL', { apiKey: 'pk_sandbox_demo' });
    expect(status).toBe(200);
    const limits = SellLimits.parse(body.response);
    expect(limits.ETH?.EUR?.sepa_bank_transfer).toEqual({ defaultCryptoAmount: '0.1', minCryptoAmount: '0.01', maxCryptoAmount: '100' });
    expect(limits.SOL).toBeUndefined();
  });

  it('goes through the partner gate', async () => {
    expect((await get('limits/SELL', { apiKey: 'pk_sandbox_kyb_pending' })).body.code).toBe('PARTNER_KYB_NOT_APPROVED');
  });
});

describe('GET /api/v1/stream/fee', () => {
  it("gives Ferry's off-ramp stream fee percentage per payout method", async () => {
    const bank = await get('stream/fee', { fiatCurrency: 'EUR', partnerApiKey: 'pk_sandbox_ferry', paymentMethod: 'sepa_bank_transfer', isBuyOrSell: 'SELL' });
    expect(StreamFee.parse(bank.body.response)).toEqual({ ferryOffRampStreamFeePercentage: '1' });
    const card = await get('stream/fee', { fiatCurrency: 'GBP', partnerApiKey: 'pk_sandbox_ferry', paymentMethod: 'credit_debit_card' });
    expect(card.body.response).toEqual({ ferryOffRampStreamFeePercentage: '1.5' });
  });

  it('refuses a method that cannot pay out', async () => {
    expect((await get('stream/fee', { fiatCurrency: 'EUR', partnerApiKey: 'pk_sandbox_ferry', paymentMethod: 'apple_pay' })).body.code).toBe('QUOTE_UNAVAILABLE');
  });
});
