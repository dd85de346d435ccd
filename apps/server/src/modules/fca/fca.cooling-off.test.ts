import { FcaCoolingOffPeriod, MailboxResponse, MappedUser } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTokenOf } from '../../http/sandbox-guard.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { manualClock, signIn, uniqueEmail } from '../auth/auth-test-kit.js';
import { advanceCall, categoriseAsHni, coolingOffCall, createFcaTestApp, DAY, getAssessment, HOUR, takeAttempt } from './fca-test-kit.js';

let t: TestApp;
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
beforeAll(async () => {
  t = await createFcaTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const SUBJECT = 'Your Ferry cooling-off period has ended';
const userOf = async (token: string) => MappedUser.parse((await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response);
const coolingOffOf = async (token: string) => FcaCoolingOffPeriod.parse((await coolingOffCall(t.app, token)).json().response);
const coolingOffMails = async (email: string) =>
  MailboxResponse.parse((await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().response).filter(
    (mail) => mail.subject === SUBJECT,
  );

async function passedUser() {
  const email = uniqueEmail('uk');
  const token = await signIn(t.app, email);
  await categoriseAsHni(t.app, token);
  const res = await takeAttempt(t.app, token, 10);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email, token, endsAt: clock.now().getTime() + DAY };
}

describe('cooling-off: 24 hours after passing (spec 001 sections 2, 7 and 9)', () => {
  it('before any pass it is off', async () => {
    const token = await signIn(t.app);
    expect(await coolingOffOf(token)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
    expect(await userOf(token)).toMatchObject({ fcaAssessmentTestPassed: false, fcaIsCoolingOffPeriod: false, fcaCoolingOffPeriod: null });
  });

  it('on for 24 hours: at 23:59:59 on with one second left, at 24:00:01 off; the users call says the same', async () => {
    const { token, endsAt } = await passedUser();
    expect(await coolingOffOf(token)).toEqual({ coolingOffPeriodOn: true, timeLeft: DAY });
    expect(await userOf(token)).toMatchObject({
      fcaCategorization: 'HIGH_NET_WORTH_INVESTOR',
      fcaAssessmentTestPassed: true,
      fcaIsCoolingOffPeriod: true,
      fcaCoolingOffPeriod: endsAt,
    });
    clock.advance(DAY - 1000);
    expect(await coolingOffOf(token)).toEqual({ coolingOffPeriodOn: true, timeLeft: 1000 });
    expect((await userOf(token)).fcaIsCoolingOffPeriod).toBe(true);
    clock.advance(2000);
    expect(await coolingOffOf(token)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
    expect(await userOf(token)).toMatchObject({ fcaAssessmentTestPassed: true, fcaIsCoolingOffPeriod: false, fcaCoolingOffPeriod: endsAt });
  });

  it('the e-mail saying it ended is sent by the scheduled job when it ends, once, and shows in the sandbox mailbox', async () => {
    const { email } = await passedUser();
    clock.advance(DAY - 1000);
    await t.app.jobs.runDue();
    expect(await coolingOffMails(email)).toEqual([]);
    clock.advance(1000);
    await t.app.jobs.runDue();
    const mails = await coolingOffMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Your 24-hour cooling-off period has ended. You can now place your first order with Ferry.');
    clock.advance(HOUR);
    await t.app.jobs.runDue();
    expect(await coolingOffMails(email)).toHaveLength(1);
  });
});

describe('POST sandbox/fca/advance: the sandbox clock control', () => {
  it('the user’s own token moves their cooling-off end back; the e-mail follows the new end', async () => {
    const { email, token, endsAt } = await passedUser();
    const res = await advanceCall(t.app, { authorization: token }, { email, hours: 24 });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ coolingOffPeriodEndsAt: endsAt - DAY, userCanAttemptAfterTimestamp: null });
    expect(await coolingOffOf(token)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
    expect((await userOf(token)).fcaIsCoolingOffPeriod).toBe(false);
    await t.app.jobs.runDue();
    expect(await coolingOffMails(email)).toHaveLength(1);
  });

  it('moves the wait after two failures, so attempt 3 can be taken at once', async () => {
    const email = uniqueEmail('uk');
    const token = await signIn(t.app, email);
    await categoriseAsHni(t.app, token);
    await takeAttempt(t.app, token, 0);
    await takeAttempt(t.app, token, 0);
    expect((await getAssessment(t.app, token)).json().response.userCanAttemptAfterTimestamp).toBe(clock.now().getTime() + DAY);
    const res = await advanceCall(t.app, { 'x-sandbox-token': sandboxTokenOf(t.config) }, { email, hours: 12 });
    expect(res.json().response.userCanAttemptAfterTimestamp).toBe(clock.now().getTime() + 12 * HOUR);
    await advanceCall(t.app, { authorization: token }, { email, hours: 12 });
    expect((await getAssessment(t.app, token)).json().response).toMatchObject({ currentAttempt: 3, userCanAttemptAfterTimestamp: null });
  });

  it('refused, changing nothing: another user’s e-mail with one’s own token, a cross-site caller, no token, bad hours, an unknown e-mail', async () => {
    const { email, token } = await passedUser();
    const other = await signIn(t.app);
    const before = await coolingOffOf(token);
    const refusals = [
      [await advanceCall(t.app, { authorization: other }, { email, hours: 24 }), 403, 'SANDBOX_ACTION_REFUSED'],
      [await advanceCall(t.app, { authorization: token, 'sec-fetch-site': 'cross-site' }, { email, hours: 24 }), 403, 'SANDBOX_ACTION_REFUSED'],
      [await advanceCall(t.app, { 'x-sandbox-token': sandboxTokenOf(t.config), 'sec-fetch-site': 'cross-site' }, { email, hours: 24 }), 403, 'SANDBOX_ACTION_REFUSED'],
      [await advanceCall(t.app, {}, { email, hours: 24 }), 401, 'UNAUTHORIZED'],
      [await advanceCall(t.app, { authorization: token }, { email, hours: 0 }), 400, 'VALIDATION_ERROR'],
      [await advanceCall(t.app, { authorization: token }, { email, hours: '24' }), 400, 'VALIDATION_ERROR'],
      [await advanceCall(t.app, { 'x-sandbox-token': sandboxTokenOf(t.config) }, { email: uniqueEmail(), hours: 1 }), 404, 'NOT_FOUND'],
    ] as const;
    for (const [res, status, code] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await coolingOffOf(token)).toEqual(before);
  });

  it('the sandbox console page has a form for it that moves the timers', async () => {
    const { email, token } = await passedUser();
    const page = await t.app.inject({ url: '/sandbox/kyc' });
    expect(page.body).toContain('Move FCA timers on');
    const sandboxToken = /name="sandboxToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const post = (hours: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/kyc/console/fca-advance',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, hours, sandboxToken }).toString(),
      });
    const refused = await post('soon');
    expect(decodeURIComponent(refused.headers.location ?? '')).toContain('Hours must be a number from 1 to 8784.');
    expect((await coolingOffOf(token)).coolingOffPeriodOn).toBe(true);
    const res = await post('24');
    expect(res.statusCode).toBe(303);
    expect(decodeURIComponent(res.headers.location ?? '')).toContain(`FCA timers of ${email} moved on by 24 hours.`);
    expect(await coolingOffOf(token)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
  });

  it('does not exist in production mode (404)', async () => {
    const production = await createTestApp({ env: { FERRY_MODE: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const res = await advanceCall(production.app, { 'x-sandbox-token': sandboxTokenOf(production.config) }, { email: uniqueEmail(), hours: 24 });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
