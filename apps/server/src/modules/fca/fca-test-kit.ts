import type { FcaEvaluationAnswer } from '@ferry/contracts';
import type { FastifyInstance } from 'fastify';
import type { manualClock } from '../auth/auth-test-kit.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { type FcaSetId, keyedQuestionsOf } from './question-bank.js';

/** Test helpers for the UK journey, driving the real app over HTTP. */

/** The app on the test's clock; sessions last long enough to outlive the 24-hour waits. */
export function createFcaTestApp(clock: ReturnType<typeof manualClock>): Promise<TestApp> {
  return createTestApp({
    env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000', ACCESS_TOKEN_TTL_HOURS: '720' },
    overrides: { now: clock.now },
  });
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const hniAnswers: FcaEvaluationAnswer[] = [{ questionId: 'HNI_Q1', answer: { option: 'A' } }];
export const restrictedAnswers: FcaEvaluationAnswer[] = [
  { questionId: 'HNI_Q1', answer: { option: 'B' } },
  { questionId: 'HNI_Q2', answer: { option: 'B' } },
  { questionId: 'RI_Q1', answer: { option: 'A' } },
  { questionId: 'RI_Q2', answer: { option: 'A' } },
];

export function categoriseCall(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/v1/fca/categorization', headers: { authorization: token }, payload });
}

export async function categoriseAsHni(app: FastifyInstance, token: string): Promise<void> {
  const res = await categoriseCall(app, token, { category: 'HIGH_NET_WORTH_INVESTOR', name: 'Ada Lovelace', evaluation: hniAnswers });
  if (res.statusCode !== 200) throw new Error(`categorisation answered ${res.statusCode}: ${res.body}`);
}

export function getAssessment(app: FastifyInstance, token: string) {
  return app.inject({ url: '/api/v1/fca/risk-assessment', headers: { authorization: token } });
}

export function submitCall(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/v1/fca/risk-assessment', headers: { authorization: token }, payload });
}

/** The answers to a set with exactly `right` of them right (the first ones), the rest wrong. */
export function answerSheet(setId: FcaSetId, right: number): Array<{ questionId: string; answerId: string }> {
  return keyedQuestionsOf(setId).map((q, index) => ({
    questionId: q.questionId,
    answerId: index < right ? q.correctAnswerId : (q.answers.find((a) => a.id !== q.correctAnswerId)?.id ?? ''),
  }));
}

/** Submits the user's current attempt with `right` answers right. */
export async function takeAttempt(app: FastifyInstance, token: string, right: number) {
  const current = (await getAssessment(app, token)).json().response as { assessmentSetId: FcaSetId; currentAttempt: number };
  return submitCall(app, token, { assessmentSetId: current.assessmentSetId, currentAttempt: current.currentAttempt, test: answerSheet(current.assessmentSetId, right) });
}

export function coolingOffCall(app: FastifyInstance, token: string) {
  return app.inject({ url: '/api/v1/fca/cooling-off-period', headers: { authorization: token } });
}

export function advanceCall(app: FastifyInstance, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/api/v1/sandbox/fca/advance', headers, payload });
}
