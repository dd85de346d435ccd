import { Bank, MappedUser } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { createOrderTestApp } from '../orders/orders-test-kit.js';
import { manualClock, signIn } from '../auth/auth-test-kit.js';
import { addBankCall, TEST_IBANS } from '../orders/sell-test-kit.js';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createOrderTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const userOf = async (token: string) => MappedUser.parse((await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response);

describe('POST banks (bank details): the user’s own payout accounts', () => {
  it('adds a SEPA account by IBAN: answered and listed in the user record masked to its last four, never in full', async () => {
    const token = await signIn(t.app);
    const res = await addBankCall(t.app, token, { type: 'SEPA_BANK', accountHolderName: ' Ada  Lovelace ', iban: 'de89 3704 0044 0532 0130 00' });
    expect(res.statusCode).toBe(200);
    const bank = Bank.parse(res.json().response);
    expect(bank).toMatchObject({ type: 'SEPA_BANK', accountNumber: '**** 3000', accountHolderName: 'Ada Lovelace' });
    const user = await userOf(token);
    expect(user.banks).toEqual([{ id: bank.id, type: 'SEPA_BANK', accountNumber: '**** 3000' }]);
    const raw = (await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).body;
    expect(raw).not.toContain('DE89370400440532013000');
  });
  it('the same account again answers the same bank; a UK account (sort code and account number) is another', async () => {
    const token = await signIn(t.app);
    const first = (await addBankCall(t.app, token, { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: TEST_IBANS.pays })).json().response;
    const again = (await addBankCall(t.app, token, { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'DE89370400440532013000' })).json().response;
    expect(again.id).toBe(first.id);
    const uk = await addBankCall(t.app, token, { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '04-00-04', accountNumber: '12345678' });
    expect(uk.json().response).toMatchObject({ type: 'GBP_BANK', accountNumber: '**** 5678' });
    expect((await userOf(token)).banks.map((bank) => bank.type)).toEqual(['SEPA_BANK', 'GBP_BANK']);
  });
  it.each([
    ['a wrong check digit', { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'DE88370400440532013000' }, 'IBAN: Enter a valid IBAN'],
    ['a mistyped digit', { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'DE89370400440532013001' }, 'IBAN: Enter a valid IBAN'],
    ['the wrong length', { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'DE8937040044053201300' }, 'IBAN: Enter a valid IBAN'],
    ['a country outside SEPA', { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: 'US64SVBKUS6S3300958879' }, 'IBAN: Enter a valid IBAN'],
    ['no IBAN', { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban: '' }, 'IBAN: Required'],
    ['no account holder', { type: 'SEPA_BANK', accountHolderName: '  ', iban: TEST_IBANS.pays }, 'Account holder name: Required'],
    ['a five-digit sort code', { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '04-00-0', accountNumber: '12345678' }, 'Sort code: Enter a valid sort code'],
    ['a seven-digit account number', { type: 'GBP_BANK', accountHolderName: 'Ada Lovelace', sortCode: '040004', accountNumber: '1234567' }, 'Account number: Enter a valid account number'],
  ])('%s is refused with 400 and saves nothing', async (_name, payload, message) => {
    const token = await signIn(t.app);
    const res = await addBankCall(t.app, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await userOf(token)).banks).toEqual([]);
  });
  it('refuses an unknown type, a missing body and an anonymous caller', async () => {
    const token = await signIn(t.app);
    expect((await addBankCall(t.app, token, { type: 'UPI', upiId: 'ada@upi' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/banks', headers: { authorization: token } })).statusCode).toBe(400);
    expect((await addBankCall(t.app, 'nope', { type: 'SEPA_BANK', accountHolderName: 'Ada', iban: TEST_IBANS.pays })).statusCode).toBe(401);
  });
});
