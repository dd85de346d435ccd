import { describe, expect, it } from 'vitest';
import {
  fcaAfterAttempt,
  fcaAssessmentStatus,
  type FcaAssessmentState,
  FCA_NEW_ASSESSMENT,
  fcaSetForAttempt,
  fcaTimersAdvanced,
} from './attempt-state.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 0, 1, 12);

function fail(state: FcaAssessmentState, now: number) {
  return fcaAfterAttempt(state, false, now);
}

describe('risk assessment attempts: 2 attempts per 24 hours (spec 001 section 9)', () => {
  it('a new assessment is open at attempt 1', () => {
    expect(fcaAssessmentStatus(FCA_NEW_ASSESSMENT, T0)).toEqual({ kind: 'open', currentAttempt: 1 });
  });

  it('attempt 1 failed: Try Again at once with attempt 2, no wait', () => {
    const out = fail(FCA_NEW_ASSESSMENT, T0);
    expect(out).toMatchObject({ nextAttempt: 2, userCanAttemptAfterTimestamp: null, coolingOffPeriodEndsAt: null });
    expect(fcaAssessmentStatus(out.state, T0)).toEqual({ kind: 'open', currentAttempt: 2 });
  });

  it('attempt 2 failed: attempt 3 only after 24 hours', () => {
    const second = fail(fail(FCA_NEW_ASSESSMENT, T0).state, T0 + HOUR);
    expect(second).toMatchObject({ nextAttempt: 3, userCanAttemptAfterTimestamp: T0 + HOUR + DAY });
    expect(fcaAssessmentStatus(second.state, T0 + HOUR)).toEqual({ kind: 'waiting', currentAttempt: 3, retryAt: T0 + HOUR + DAY });
  });

  it('the wait at its edges: 23:59:59 still waits, 24:00:00 and 24:00:01 are open', () => {
    const { state } = fail(fail(FCA_NEW_ASSESSMENT, T0).state, T0);
    expect(fcaAssessmentStatus(state, T0 + DAY - 1000).kind).toBe('waiting');
    expect(fcaAssessmentStatus(state, T0 + DAY).kind).toBe('open');
    expect(fcaAssessmentStatus(state, T0 + DAY + 1000)).toEqual({ kind: 'open', currentAttempt: 3 });
  });

  it('attempts 3 and 4 the same way: 3 failed goes straight to 4', () => {
    let state = fail(fail(FCA_NEW_ASSESSMENT, T0).state, T0).state;
    const third = fail(state, T0 + DAY);
    expect(third).toMatchObject({ nextAttempt: 4, userCanAttemptAfterTimestamp: null });
    state = third.state;
    expect(fcaAssessmentStatus(state, T0 + DAY)).toEqual({ kind: 'open', currentAttempt: 4 });
  });

  it('the 4th failure locks the assessment: Account Locked, no next attempt, ever', () => {
    let state = FCA_NEW_ASSESSMENT;
    for (const at of [T0, T0, T0 + DAY]) state = fail(state, at).state;
    const fourth = fail(state, T0 + DAY);
    expect(fourth).toMatchObject({ nextAttempt: null, userCanAttemptAfterTimestamp: null });
    expect(fcaAssessmentStatus(fourth.state, T0 + 100 * DAY)).toEqual({ kind: 'locked' });
  });

  it('a pass starts the 24-hour cooling-off and ends the assessment', () => {
    const out = fcaAfterAttempt(fail(FCA_NEW_ASSESSMENT, T0).state, true, T0 + HOUR);
    expect(out).toMatchObject({ nextAttempt: null, userCanAttemptAfterTimestamp: null, coolingOffPeriodEndsAt: T0 + HOUR + DAY });
    expect(fcaAssessmentStatus(out.state, T0 + HOUR)).toEqual({ kind: 'passed' });
  });
});

describe('each attempt a new set', () => {
  it('attempt n takes the nth set, round again after the last', () => {
    const sets = ['SET_A', 'SET_B', 'SET_C', 'SET_D'];
    expect([1, 2, 3, 4, 5].map((n) => fcaSetForAttempt(n, sets))).toEqual(['SET_A', 'SET_B', 'SET_C', 'SET_D', 'SET_A']);
  });
});

describe('sandbox clock control moves the timers back', () => {
  it('retry time and cooling-off end move back by the hours given; absent timers stay absent', () => {
    const state = { failedAttempts: 2, retryAt: T0 + DAY, passedAt: null, coolingOffEndsAt: null };
    expect(fcaTimersAdvanced(state, DAY)).toEqual({ ...state, retryAt: T0 });
    expect(fcaTimersAdvanced({ ...FCA_NEW_ASSESSMENT, passedAt: T0, coolingOffEndsAt: T0 + DAY }, HOUR).coolingOffEndsAt).toBe(T0 + DAY - HOUR);
  });
});
