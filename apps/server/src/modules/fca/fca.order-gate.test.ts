import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock } from '../auth/auth-test-kit.js';
import { newBuyer, placeOrder } from '../orders/orders-test-kit.js';
import { advanceCall, categoriseAsHni, createFcaTestApp, takeAttempt } from './fca-test-kit.js';

const ukAddress = { countryCode: 'GB', addressLine1: '10 Downing Street', addressLine2: '', city: 'London', state: 'London', postCode: 'SW1A 2AA' };

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createFcaTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

describe('create-order keeps enforcing the UK journey (spec 001 section 4 "Pre-order routing", step 7)', () => {
  it('a KYC-approved UK user: refused until categorised, until assessed, during cooling-off; accepted after the sandbox advance', async () => {
    const { email, token } = await newBuyer(t.app, { advance: clock.advance, address: ukAddress });
    const refusal = async () => (await placeOrder(t.app, token)).json();

    expect(await refusal()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please complete the UK investor categorisation before placing an order.' });
    await categoriseAsHni(t.app, token);
    expect(await refusal()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please pass the UK risk assessment before placing an order.' });
    expect((await takeAttempt(t.app, token, 3)).json().response.result).toBe('fail');
    expect(await refusal()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Please pass the UK risk assessment before placing an order.' });
    expect((await takeAttempt(t.app, token, 8)).json().response.result).toBe('pass');

    const inCoolingOff = await placeOrder(t.app, token);
    expect(inCoolingOff.statusCode).toBe(403);
    expect(inCoolingOff.json()).toMatchObject({ code: 'ORDER_PRECONDITION_FAILED', message: 'Your 24-hour cooling-off period has not ended yet.' });
    expect((await t.app.inject({ url: '/api/v1/orders', headers: { authorization: token } })).json().response).toEqual([]);

    expect((await advanceCall(t.app, { authorization: token }, { email, hours: 24 })).statusCode).toBe(200);
    const accepted = await placeOrder(t.app, token);
    expect(accepted.statusCode).toBe(200);
  });
});
