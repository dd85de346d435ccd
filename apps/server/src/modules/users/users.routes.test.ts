import { MappedUser } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { findSecretsIn, manualClock, signIn, uniqueEmail } from '../auth/auth-test-kit.js';

const clock = manualClock(new Date('2031-03-04T05:06:07.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' },
    overrides: { now: clock.now },
  });
});
afterAll(async () => {
  expect(findSecretsIn(t.logs), 'codes and tokens in the logs').toEqual([]);
  await t.close();
});

describe('GET /api/v1/users (spec 001 section 7)', () => {
  it('answers the signed-in user with the fields of spec 001 section 3, mapped', async () => {
    const email = uniqueEmail('profile');
    const token = await signIn(t.app, email);
    const res = await t.app.inject({
      url: '/api/v1/users?apiKey=pk_sandbox_demo',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    const user = MappedUser.parse(res.json().response);
    expect(user).toMatchObject({
      email,
      emailVerified: true,
      status: 'ACTIVE',
      lastLogin: { date: '2031-03-04T05:06:07.000Z' },
      createdAt: '2031-03-04T05:06:07.000Z',
      kyc: { l1: { status: 'NOT_SUBMITTED', type: null, rejectionDetails: null } },
      banks: [],
      cards: [],
      rejectionReasons: [],
      firstName: null,
      address: null,
      fcaIsCoolingOffPeriod: false,
      fcaCoolingOffPeriod: null,
      // Eligible: an active account whose KYC was not rejected (isStreamEligible); not onboarded yet.
      offRampStream: { isEligible: true, isOnboardingComplete: false, onboardingApiKey: null },
    });
  });

  it('records the acceptance of terms of service and privacy policy 1.1.0 with its time', async () => {
    const token = await signIn(t.app);
    const user = (
      await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })
    ).json().response;
    expect(user).toMatchObject({
      isTncAccepted: true,
      termsOfServiceVersion: '1.1.0',
      privacyPolicyVersion: '1.1.0',
      tncAcceptedAt: '2031-03-04T05:06:07.000Z',
    });
  });

  it('answers 401 without a token and 404 for an unknown apiKey', async () => {
    expect((await t.app.inject({ url: '/api/v1/users' })).statusCode).toBe(401);
    const token = await signIn(t.app);
    const res = await t.app.inject({
      url: '/api/v1/users?apiKey=pk_nobody',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(404);
  });
});
