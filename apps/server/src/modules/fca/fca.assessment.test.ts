import { FcaRiskAssessment, FcaRiskAssessmentResult, MappedUser } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock, signIn } from '../auth/auth-test-kit.js';
import {
  answerSheet,
  categoriseAsHni,
  createFcaTestApp,
  DAY,
  getAssessment,
  HOUR,
  submitCall,
  takeAttempt,
} from './fca-test-kit.js';
import { eq } from 'drizzle-orm';
import { fcaAttempts } from '../../db/schema/index.js';
import { findFcaProfile } from './fca.repository.js';

let t: TestApp;
const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
beforeAll(async () => {
  t = await createFcaTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

async function categorisedUser() {
  const token = await signIn(t.app);
  await categoriseAsHni(t.app, token);
  const userId = MappedUser.parse((await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response).id;
  return { token, userId };
}

const assessmentOf = async (token: string) => FcaRiskAssessment.parse((await getAssessment(t.app, token)).json().response);
const resultOf = (res: { json: () => { response: unknown } }) => FcaRiskAssessmentResult.parse(res.json().response);
const stateOf = async (userId: string) => {
  const row = await findFcaProfile(t.database.db, userId);
  return row && { failedAttempts: row.failedAttempts, retryAt: row.retryAt, passedAt: row.passedAt, coolingOffEndsAt: row.coolingOffEndsAt, updatedAt: row.updatedAt };
};
const attemptsOf = (userId: string) => t.database.db.select().from(fcaAttempts).where(eq(fcaAttempts.userId, userId));

describe('GET fca/risk-assessment (spec 001 section 7 "risk questionnaire")', () => {
  it('answers the first attempt’s set of ten questions with no answer key', async () => {
    const { token } = await categorisedUser();
    const res = await getAssessment(t.app, token);
    expect(res.statusCode).toBe(200);
    const body = await assessmentOf(token);
    expect(body).toMatchObject({ assessmentSetId: 'SET_A', currentAttempt: 1, userCanAttemptAfterTimestamp: null });
    expect(Object.keys(body.test)).toEqual(['1']);
    expect(body.test['1']).toHaveLength(10);
    expect(body.test['1']?.[0]).toMatchObject({ questionId: 'SET_A_Q1', questionNumber: 1, difficultyLevel: 'EASY', questionCategory: 'Volatility' });
    expect(res.body).not.toContain('correct');
  });

  it('before categorisation: 409 FCA_NOT_CATEGORISED', async () => {
    const token = await signIn(t.app);
    const res = await getAssessment(t.app, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FCA_NOT_CATEGORISED');
  });
});

describe('POST fca/risk-assessment: the 80 % pass mark (spec 001 section 9)', () => {
  it('8/10 passes: pass, per-question results with categories, the 24-hour cooling-off starts', async () => {
    const { token, userId } = await categorisedUser();
    const res = await takeAttempt(t.app, token, 8);
    expect(res.statusCode).toBe(200);
    const result = resultOf(res);
    expect(result).toMatchObject({ result: 'pass', score: { correct: 8, total: 10 }, nextAttempt: null, userCanAttemptAfterTimestamp: null });
    expect(result.coolingOffPeriodEndsAt).toBe(clock.now().getTime() + DAY);
    expect(result.test[0]).toEqual({ questionId: 'SET_A_Q1', questionCategory: 'Volatility', questionResult: 'right' });
    expect(result.test[9]).toMatchObject({ questionId: 'SET_A_Q10', questionResult: 'wrong' });
    expect((await stateOf(userId))?.passedAt).toEqual(clock.now());
  });

  it('7/10 fails', async () => {
    const { token } = await categorisedUser();
    expect(resultOf(await takeAttempt(t.app, token, 7))).toMatchObject({ result: 'fail', score: { correct: 7, total: 10 }, coolingOffPeriodEndsAt: null });
  });

  it('after passing, both calls answer 409 FCA_ASSESSMENT_COMPLETED "User has completed assessment"', async () => {
    const { token } = await categorisedUser();
    await takeAttempt(t.app, token, 10);
    const get = await getAssessment(t.app, token);
    expect(get.statusCode).toBe(409);
    expect(get.json()).toMatchObject({ code: 'FCA_ASSESSMENT_COMPLETED', message: 'User has completed assessment' });
    const again = await submitCall(t.app, token, { assessmentSetId: 'SET_B', currentAttempt: 2, test: answerSheet('SET_B', 10) });
    expect(again.json()).toMatchObject({ code: 'FCA_ASSESSMENT_COMPLETED', message: 'User has completed assessment' });
  });
});

describe('2 attempts per 24 hours, locked after the 4th failure', () => {
  it('attempt 1 failed: Try Again at once on a new set; attempt 2 failed: wait 24 hours; 23:59:59 refused, 24:00:01 allowed; 3 and 4 the same; the 4th failure locks', async () => {
    const { token, userId } = await categorisedUser();
    const first = resultOf(await takeAttempt(t.app, token, 3));
    expect(first).toMatchObject({ result: 'fail', nextAttempt: 2, userCanAttemptAfterTimestamp: null });
    expect(await assessmentOf(token)).toMatchObject({ assessmentSetId: 'SET_B', currentAttempt: 2, userCanAttemptAfterTimestamp: null });

    clock.advance(5 * 60_000);
    const failedAt = clock.now().getTime();
    const second = resultOf(await takeAttempt(t.app, token, 7));
    expect(second).toMatchObject({ result: 'fail', nextAttempt: 3, userCanAttemptAfterTimestamp: failedAt + DAY });
    expect(await assessmentOf(token)).toMatchObject({ assessmentSetId: 'SET_C', currentAttempt: 3, userCanAttemptAfterTimestamp: failedAt + DAY });

    // A third attempt within 24 hours: refused, nothing changes.
    clock.advance(DAY - 1000);
    const before = await stateOf(userId);
    const early = await submitCall(t.app, token, { assessmentSetId: 'SET_C', currentAttempt: 3, test: answerSheet('SET_C', 10) });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'FCA_RETRY_NOT_YET', params: { retryAt: failedAt + DAY } });
    expect(await stateOf(userId)).toEqual(before);

    clock.advance(2000);
    expect(await assessmentOf(token)).toMatchObject({ currentAttempt: 3, userCanAttemptAfterTimestamp: null });
    expect(resultOf(await takeAttempt(t.app, token, 0))).toMatchObject({ result: 'fail', nextAttempt: 4, userCanAttemptAfterTimestamp: null });
    const fourth = resultOf(await takeAttempt(t.app, token, 7));
    expect(fourth).toMatchObject({ result: 'fail', nextAttempt: null, userCanAttemptAfterTimestamp: null, coolingOffPeriodEndsAt: null });

    const locked = await getAssessment(t.app, token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'FCA_ASSESSMENT_LOCKED', message: 'Account Locked' });
    clock.advance(20 * DAY);
    const stillLocked = await submitCall(t.app, token, { assessmentSetId: 'SET_A', currentAttempt: 5, test: answerSheet('SET_A', 10) });
    expect(stillLocked.json()).toMatchObject({ code: 'FCA_ASSESSMENT_LOCKED', message: 'Account Locked' });
    expect((await stateOf(userId))?.failedAttempts).toBe(4);
  });

  it('a pass on the second attempt after failing the first', async () => {
    const { token } = await categorisedUser();
    await takeAttempt(t.app, token, 2);
    expect(resultOf(await takeAttempt(t.app, token, 9))).toMatchObject({ result: 'pass', score: { correct: 9, total: 10 } });
  });
});

describe('every refusal of a submit changes nothing', () => {
  async function expectRefused(token: string, userId: string, payload: object, status: number, code: string) {
    const before = await stateOf(userId);
    const res = await submitCall(t.app, token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await stateOf(userId)).toEqual(before);
  }

  it('an attempt that is not the current one (earlier, later, or another set): 409 FCA_ATTEMPT_NOT_CURRENT', async () => {
    const { token, userId } = await categorisedUser();
    await expectRefused(token, userId, { assessmentSetId: 'SET_A', currentAttempt: 2, test: answerSheet('SET_A', 10) }, 409, 'FCA_ATTEMPT_NOT_CURRENT');
    await expectRefused(token, userId, { assessmentSetId: 'SET_B', currentAttempt: 1, test: answerSheet('SET_B', 10) }, 409, 'FCA_ATTEMPT_NOT_CURRENT');
    await takeAttempt(t.app, token, 1);
    await expectRefused(token, userId, { assessmentSetId: 'SET_A', currentAttempt: 1, test: answerSheet('SET_A', 10) }, 409, 'FCA_ATTEMPT_NOT_CURRENT');
  });

  it('answers to questions not in the attempt, missing, repeated or unknown answers: 400 FCA_ANSWERS_INVALID', async () => {
    const { token, userId } = await categorisedUser();
    const sheet = answerSheet('SET_A', 10);
    const base = { assessmentSetId: 'SET_A', currentAttempt: 1 };
    await expectRefused(token, userId, { ...base, test: [...sheet.slice(0, 9), answerSheet('SET_B', 10)[0]] }, 400, 'FCA_ANSWERS_INVALID');
    await expectRefused(token, userId, { ...base, test: [...sheet, { questionId: 'SET_B_Q1', answerId: 'SET_B_Q1_A' }] }, 400, 'FCA_ANSWERS_INVALID');
    await expectRefused(token, userId, { ...base, test: sheet.slice(0, 9) }, 400, 'FCA_ANSWERS_INVALID');
    await expectRefused(token, userId, { ...base, test: [...sheet.slice(0, 9), sheet[0]] }, 400, 'FCA_ANSWERS_INVALID');
    await expectRefused(token, userId, { ...base, test: [...sheet.slice(0, 9), { questionId: 'SET_A_Q10', answerId: 'SET_A_Q1_A' }] }, 400, 'FCA_ANSWERS_INVALID');
    await expectRefused(token, userId, { ...base, test: [] }, 400, 'FCA_ANSWERS_INVALID');
  });

  it('a malformed body: 400 VALIDATION_ERROR; before categorisation: 409 FCA_NOT_CATEGORISED', async () => {
    const { token, userId } = await categorisedUser();
    await expectRefused(token, userId, { assessmentSetId: 'set a', currentAttempt: 1, test: [] }, 400, 'VALIDATION_ERROR');
    await expectRefused(token, userId, { assessmentSetId: 'SET_A', currentAttempt: 0, test: [] }, 400, 'VALIDATION_ERROR');
    await expectRefused(token, userId, { assessmentSetId: 'SET_A', currentAttempt: '1', test: 'x' }, 400, 'VALIDATION_ERROR');
    const stranger = await signIn(t.app);
    const res = await submitCall(t.app, stranger, { assessmentSetId: 'SET_A', currentAttempt: 1, test: answerSheet('SET_A', 10) });
    expect(res.json().code).toBe('FCA_NOT_CATEGORISED');
  });

  it('two submits of the same attempt at once: one is scored, the other refused', async () => {
    const { token, userId } = await categorisedUser();
    const payload = { assessmentSetId: 'SET_A', currentAttempt: 1, test: answerSheet('SET_A', 2) };
    const answers = await Promise.all([submitCall(t.app, token, payload), submitCall(t.app, token, payload)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await stateOf(userId))?.failedAttempts).toBe(1);
    expect(await attemptsOf(userId)).toMatchObject([{ attempt: 1, assessmentSetId: 'SET_A', result: 'fail', correct: 2, total: 10 }]);
  });

  it('the attempt state is in the database, so another instance answers the same', async () => {
    const { token, userId } = await categorisedUser();
    await takeAttempt(t.app, token, 0);
    await takeAttempt(t.app, token, 0);
    expect(await stateOf(userId)).toMatchObject({ failedAttempts: 2, retryAt: new Date(clock.now().getTime() + DAY) });
    clock.advance(HOUR);
  });
});
