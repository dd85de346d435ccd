import { MappedUser } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock, signIn } from '../auth/auth-test-kit.js';
import { categoriseCall, createFcaTestApp, hniAnswers, restrictedAnswers } from './fca-test-kit.js';
import { findFcaProfile } from './fca.repository.js';

let t: TestApp;
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
beforeAll(async () => {
  t = await createFcaTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const userOf = async (token: string) => MappedUser.parse((await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response);
const userIdOf = async (token: string) => (await userOf(token)).id;

describe('POST fca/categorization (spec 001 sections 4 and 7 "client categorisation")', () => {
  it('answer A to an HNI question: high net worth, stored with the name (trimmed) and the time, and in the users call', async () => {
    const token = await signIn(t.app);
    expect((await userOf(token)).fcaCategorization).toBeNull();
    const res = await categoriseCall(t.app, token, { category: 'HIGH_NET_WORTH_INVESTOR', name: '  Ada Lovelace ', evaluation: hniAnswers });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ result: 'pass', message: null });
    const profile = await findFcaProfile(t.database.db, await userIdOf(token));
    expect(profile).toMatchObject({ categorization: 'HIGH_NET_WORTH_INVESTOR', categorizedName: 'Ada Lovelace', categorizedAt: clock.now() });
    expect(await userOf(token)).toMatchObject({ fcaCategorization: 'HIGH_NET_WORTH_INVESTOR', fcaAssessmentTestPassed: false, fcaIsCoolingOffPeriod: false, fcaCoolingOffPeriod: null });
  });

  it('no to both HNI questions and every set_b answer A: restricted investor', async () => {
    const token = await signIn(t.app);
    const res = await categoriseCall(t.app, token, { category: 'RESTRICTED_INVESTOR', name: 'Grace Hopper', evaluation: restrictedAnswers });
    expect(res.json().response).toEqual({ result: 'pass', message: null });
    expect((await userOf(token)).fcaCategorization).toBe('RESTRICTED_INVESTOR');
  });

  it('a category the answers do not support is refused with 422 FCA_CATEGORY_NOT_SUPPORTED and nothing is stored', async () => {
    const token = await signIn(t.app);
    const asHni = await categoriseCall(t.app, token, { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada', evaluation: restrictedAnswers });
    expect(asHni.statusCode).toBe(422);
    expect(asHni.json()).toMatchObject({ code: 'FCA_CATEGORY_NOT_SUPPORTED', params: { derivedCategory: 'RESTRICTED_INVESTOR' } });
    const asRestricted = await categoriseCall(t.app, token, { category: 'RESTRICTED_INVESTOR', name: 'Ada', evaluation: hniAnswers });
    expect(asRestricted.json()).toMatchObject({ code: 'FCA_CATEGORY_NOT_SUPPORTED', params: { derivedCategory: 'HIGH_NET_WORTH_INVESTOR' } });
    expect(await findFcaProfile(t.database.db, await userIdOf(token))).toBeNull();
    expect((await userOf(token)).fcaCategorization).toBeNull();
  });

  it('answers that support no category are refused with the failed page’s words, nothing stored', async () => {
    const token = await signIn(t.app);
    const evaluation = [...restrictedAnswers.slice(0, 3), { questionId: 'RI_Q2', answer: { option: 'B' } }];
    const res = await categoriseCall(t.app, token, { category: 'RESTRICTED_INVESTOR', name: 'Ada', evaluation });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'FCA_CATEGORY_NOT_SUPPORTED', message: "Your profile doesn't meet the criteria for any investor category" });
    expect(await findFcaProfile(t.database.db, await userIdOf(token))).toBeNull();
  });

  it.each([
    ['an empty name', { category: 'HIGH_NET_WORTH_INVESTOR', name: '   ', evaluation: hniAnswers }],
    ['a name over 100 characters', { category: 'HIGH_NET_WORTH_INVESTOR', name: 'A'.repeat(101), evaluation: hniAnswers }],
    ['an unknown category', { category: 'RETAIL', name: 'Ada', evaluation: hniAnswers }],
    ['an unknown question', { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada', evaluation: [{ questionId: 'HNI_Q9', answer: { option: 'A' } }] }],
    ['an option other than A or B', { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada', evaluation: [{ questionId: 'HNI_Q1', answer: { option: 'C' } }] }],
    ['a question answered twice', { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada', evaluation: [...hniAnswers, { questionId: 'HNI_Q1', answer: { option: 'B' } }] }],
    ['no answers', { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada', evaluation: [] }],
  ])('%s is refused with 400 and nothing is stored', async (_name, payload) => {
    const token = await signIn(t.app);
    const res = await categoriseCall(t.app, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await findFcaProfile(t.database.db, await userIdOf(token))).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await categoriseCall(t.app, 'nope', { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada', evaluation: hniAnswers })).statusCode).toBe(401);
  });
});
