import { Writable } from 'node:stream';
import { PartnerInfo, StreamSettings } from '@ferry/contracts';
import { validateWalletAddress } from '@ferry/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { partners } from '../../db/schema/index.js';
import { sandboxPartners } from '../../db/seed/partners.js';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { createOrderTestApp, newBuyer, TEST_CARDS } from '../orders/orders-test-kit.js';
import { addBankCall, addPayoutCard, addSepaBank } from '../orders/sell-test-kit.js';
import { FERRY_KEY, generateWallet, offRampStreamOf, refundWallets, saveRefundWallet, saveSettings, streamAddress } from './stream-test-kit.js';

let t: TestApp;
const clock = manualClock();
const OTHER_STREAM_PARTNER = 'pk_test_stream_other';
beforeAll(async () => {
  t = await createOrderTestApp(clock);
  const ferry = sandboxPartners.find((partner) => partner.apiKey === FERRY_KEY)!;
  await t.database.db.insert(partners).values({ ...ferry, apiKey: OTHER_STREAM_PARTNER, company: 'Other Stream Wallet', isFerryOwnPartner: false }).onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
});

const newUser = () => newBuyer(t.app, { advance: clock.advance });

describe("Ferry's own partner is a flag on the partner record", () => {
  it('pk_sandbox_ferry has it, other partners do not', async () => {
    const ferry = PartnerInfo.parse((await t.app.inject({ url: `/api/v1/partners/${FERRY_KEY}` })).json().response);
    const demo = PartnerInfo.parse((await t.app.inject({ url: '/api/v1/partners/pk_sandbox_demo' })).json().response);
    expect(ferry.isFerryOwnPartner).toBe(true);
    expect(demo.isFerryOwnPartner).toBe(false);
  });
});

describe('withdrawal settings: POST when none exist, PUT when a stream payment method exists', () => {
  it('PUT before any is 404, POST saves and ties, POST again is 409, PUT updates to a payout card', async () => {
    const { token } = await newUser();
    expect(await offRampStreamOf(t.app, token)).toEqual({
      isEligible: true, paymentMethod: null, payoutType: null, payoutId: null, fiatCurrencyCode: null, onboardingApiKey: null, isOnboardingComplete: false,
    });
    const bankId = await addSepaBank(t.app, token);
    const put = await saveSettings(t.app, token, 'PUT', { bankId });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('STREAM_SETTINGS_NOT_FOUND');

    const post = await saveSettings(t.app, token, 'POST', { bankId });
    expect(post.statusCode, post.body).toBe(200);
    expect(StreamSettings.parse(post.json().response)).toMatchObject({ onboardingApiKey: FERRY_KEY, payoutType: 'BANK', payoutId: bankId, paymentMethod: 'sepa_bank_transfer', flowType: 'IN_APP' });
    expect(await offRampStreamOf(t.app, token)).toEqual({
      isEligible: true, paymentMethod: 'sepa_bank_transfer', payoutType: 'BANK', payoutId: bankId, fiatCurrencyCode: 'EUR', onboardingApiKey: FERRY_KEY, isOnboardingComplete: true,
    });

    const again = await saveSettings(t.app, token, 'POST', { bankId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STREAM_SETTINGS_EXIST');

    const cardId = await addPayoutCard(t.app, token, TEST_CARDS.visa);
    const toCard = await saveSettings(t.app, token, 'PUT', { paymentMethod: 'credit_debit_card', cardId, flowType: 'QUERY_PARAM' });
    expect(toCard.statusCode, toCard.body).toBe(200);
    expect(toCard.json().response).toMatchObject({ payoutType: 'CARD', payoutId: cardId, moneyTransferType: 'fast_funds', flowType: 'QUERY_PARAM', onboardingApiKey: FERRY_KEY });
    expect(await offRampStreamOf(t.app, token)).toMatchObject({ payoutType: 'CARD', payoutId: cardId, paymentMethod: 'credit_debit_card' });
  });

  it('GBP banks are accepted for gbp_bank_transfer', async () => {
    const { token } = await newUser();
    const gbp = await addBankCall(t.app, token, { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '20-00-00', accountNumber: '55779911' });
    expect(gbp.statusCode, gbp.body).toBe(200);
    const res = await saveSettings(t.app, token, 'POST', { fiatCurrency: 'GBP', paymentMethod: 'gbp_bank_transfer', bankId: gbp.json().response.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ fiatCurrencyCode: 'GBP', payoutType: 'BANK' });
  });

  it("another user's bank or card is 404, a bank of the wrong kind or a currency without payouts is 400, and nothing is saved", async () => {
    const other = await newUser();
    const othersBank = await addSepaBank(t.app, other.token);
    const othersCard = await addPayoutCard(t.app, other.token, TEST_CARDS.visa);
    const { token } = await newUser();
    const ownGbp = (await addBankCall(t.app, token, { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '20-00-00', accountNumber: '55779911' })).json().response.id;
    const tries = [
      [{ bankId: othersBank }, 404],
      [{ paymentMethod: 'credit_debit_card', cardId: othersCard }, 404],
      [{ bankId: ownGbp }, 400],
      [{ fiatCurrency: 'INR', bankId: ownGbp }, 400],
      [{ bankId: ownGbp, cardId: othersCard }, 400],
      [{ bankId: 'not-an-id' }, 400],
      [{ flowType: 'POPUP', bankId: ownGbp }, 400],
    ] as const;
    for (const [body, status] of tries) {
      const res = await saveSettings(t.app, token, 'POST', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await offRampStreamOf(t.app, token)).isOnboardingComplete).toBe(false);
  });

  it('a partner without the stream is refused', async () => {
    const { token } = await newUser();
    const res = await saveSettings(t.app, token, 'POST', { partnerApiKey: 'pk_sandbox_demo', bankId: await addSepaBank(t.app, token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PRODUCT_NOT_AVAILED');
  });
});

describe('the stream is tied to the first onboarding partner', () => {
  it('a user onboarded with another partner gets 403 STREAM_OTHER_PARTNER everywhere, and the tie stays', async () => {
    const { token } = await newUser();
    const bankId = await addSepaBank(t.app, token);
    expect((await saveSettings(t.app, token, 'POST', { partnerApiKey: OTHER_STREAM_PARTNER, bankId })).statusCode).toBe(200);
    for (const res of [
      await saveSettings(t.app, token, 'POST', { bankId }),
      await saveSettings(t.app, token, 'PUT', { bankId }),
      await generateWallet(t.app, token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STREAM_OTHER_PARTNER', message: 'You have already signed up with a different partner' });
    }
    expect(await offRampStreamOf(t.app, token)).toMatchObject({ onboardingApiKey: OTHER_STREAM_PARTNER, isOnboardingComplete: true });
    expect((await saveSettings(t.app, token, 'PUT', { partnerApiKey: OTHER_STREAM_PARTNER, bankId })).statusCode).toBe(200);
  });
});

describe('dedicated stream wallet addresses', () => {
  it('need withdrawal details first ("Withdrawal details missing!")', async () => {
    const { token } = await newUser();
    const res = await generateWallet(t.app, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STREAM_SETTINGS_NOT_FOUND', message: 'Withdrawal details missing!' });
  });

  it('are one per crypto and network, stable across calls, concurrent calls and instances, and valid for the network', async () => {
    const { token } = await newUser();
    await saveSettings(t.app, token, 'POST', { bankId: await addSepaBank(t.app, token) });
    const assets = [
      ['ETH', 'ethereum'], ['ETH', 'arbitrum'], ['USDC', 'ethereum'], ['BTC', 'bitcoin'], ['SOL', 'solana'], ['USDT', 'tron'], ['XRP', 'ripple'],
    ] as const;
    const addresses = new Set<string>();
    for (const [cryptoCurrency, network] of assets) {
      const [a, b] = await Promise.all([generateWallet(t.app, token, { cryptoCurrency, network }), generateWallet(t.app, token, { cryptoCurrency, network })]);
      const address = a.json().response.address as string;
      expect(b.json().response.address).toBe(address);
      expect(await streamAddress(t.app, token, { cryptoCurrency, network })).toBe(address);
      expect(validateWalletAddress({ address, network, cryptoSymbol: cryptoCurrency }).ok, `${network} ${address}`).toBe(true);
      addresses.add(address);
    }
    expect(addresses.size).toBe(assets.length);
    // A second instance on the same database answers the same address.
    const second = await buildApp({ config: t.config, database: t.database, now: clock.now, logStream: new Writable({ write: (_chunk, _encoding, done) => done() }) });
    try {
      expect(await streamAddress(second, token, { cryptoCurrency: 'BTC', network: 'bitcoin' })).toMatch(/^bc1/);
      expect(await streamAddress(second, token)).toBe(await streamAddress(t.app, token));
    } finally {
      await second.close();
    }
  });

  it('differ between users', async () => {
    const a = await newUser();
    const b = await newUser();
    for (const user of [a, b]) await saveSettings(t.app, user.token, 'POST', { bankId: await addSepaBank(t.app, user.token) });
    expect(await streamAddress(t.app, a.token)).not.toBe(await streamAddress(t.app, b.token));
  });

  it('an unknown network or crypto is 400', async () => {
    const { token } = await newUser();
    await saveSettings(t.app, token, 'POST', { bankId: await addSepaBank(t.app, token) });
    for (const body of [{ network: 'dogechain' }, { cryptoCurrency: 'DOGE' }, { network: 'Ethereum!' }, { cryptoCurrency: 'BTC', network: 'ethereum' }]) {
      const res = await generateWallet(t.app, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('refund wallet addresses per crypto and network', () => {
  it('are saved when valid for the network, with addressAdditionalData, and listed', async () => {
    const { token } = await newUser();
    expect((await refundWallets(t.app, token)).json().response).toEqual([]);
    const saved = await saveRefundWallet(t.app, token, { walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await refundWallets(t.app, token)).json().response).toEqual([
      { walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', cryptoCurrency: 'ETH', network: 'ethereum', addressAdditionalData: null },
    ]);
    const tag = { display_name: 'Destination Tag', name: 'destinationTag', value: '12345' };
    const xrp = await saveRefundWallet(t.app, token, { cryptoCurrency: 'XRP', network: 'ripple', walletAddress: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', addressAdditionalData: tag });
    expect(xrp.statusCode, xrp.body).toBe(200);
    expect(xrp.json().response[0].addressAdditionalData).toEqual(tag);
  });

  it('an address of another network is 400 ENTER_VALID_ADDRESS and nothing is saved', async () => {
    const { token } = await newUser();
    for (const body of [
      { walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', cryptoCurrency: 'BTC', network: 'bitcoin' },
      { walletAddress: '0x52908400098527886e0f7030069857d2e4169eE7' },
    ]) {
      const res = await saveRefundWallet(t.app, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('ENTER_VALID_ADDRESS');
    }
    expect((await saveRefundWallet(t.app, token, { walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', network: 'nowhere' })).statusCode).toBe(400);
    expect((await refundWallets(t.app, token)).json().response).toEqual([]);
    expect((await refundWallets(t.app, token, { cryptoCurrency: 'BTC', network: 'bitcoin' })).json().response).toEqual([]);
  });
});
