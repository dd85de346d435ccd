import {
  FCA_ATTEMPTS_PER_WINDOW,
  FCA_COOLING_OFF_MS,
  FCA_MAX_ATTEMPTS,
  FCA_RETRY_WAIT_MS,
} from '@ferry/contracts';

/** What the server stores of a user's risk assessment; times in ms since the epoch. */
export type FcaAssessmentState = {
  failedAttempts: number;
  /** When the next attempt may be taken, set when a window's attempts are used up. */
  retryAt: number | null;
  passedAt: number | null;
  coolingOffEndsAt: number | null;
};

export const FCA_NEW_ASSESSMENT: FcaAssessmentState = {
  failedAttempts: 0,
  retryAt: null,
  passedAt: null,
  coolingOffEndsAt: null,
};

export type FcaAssessmentStatus =
  | { kind: 'passed' }
  | { kind: 'locked' }
  | { kind: 'waiting'; currentAttempt: number; retryAt: number }
  | { kind: 'open'; currentAttempt: number };

/**
 * Where the assessment stands at `now`: passed; locked after the 4th failure ('Account Locked');
 * waiting until retryAt (the attempt is allowed from retryAt on); or open for the current attempt.
 */
export function fcaAssessmentStatus(state: FcaAssessmentState, now: number): FcaAssessmentStatus {
  if (state.passedAt !== null) return { kind: 'passed' };
  if (state.failedAttempts >= FCA_MAX_ATTEMPTS) return { kind: 'locked' };
  const currentAttempt = state.failedAttempts + 1;
  if (state.retryAt !== null && now < state.retryAt) return { kind: 'waiting', currentAttempt, retryAt: state.retryAt };
  return { kind: 'open', currentAttempt };
}

export type FcaAttemptOutcome = {
  state: FcaAssessmentState;
  nextAttempt: number | null;
  userCanAttemptAfterTimestamp: number | null;
  coolingOffPeriodEndsAt: number | null;
};

/**
 * The state after the current attempt is scored (2 attempts per 24 hours): a pass starts the
 * 24-hour cooling-off; the first failure of a window allows the next attempt at once; the second
 * makes the user wait 24 hours; the 4th failure in all locks the assessment.
 */
export function fcaAfterAttempt(state: FcaAssessmentState, passed: boolean, now: number): FcaAttemptOutcome {
  if (passed) {
    const coolingOffEndsAt = now + FCA_COOLING_OFF_MS;
    return {
      state: { ...state, retryAt: null, passedAt: now, coolingOffEndsAt },
      nextAttempt: null,
      userCanAttemptAfterTimestamp: null,
      coolingOffPeriodEndsAt: coolingOffEndsAt,
    };
  }
  const failedAttempts = state.failedAttempts + 1;
  const locked = failedAttempts >= FCA_MAX_ATTEMPTS;
  const windowUsed = failedAttempts % FCA_ATTEMPTS_PER_WINDOW === 0;
  const retryAt = !locked && windowUsed ? now + FCA_RETRY_WAIT_MS : null;
  return {
    state: { ...state, failedAttempts, retryAt },
    nextAttempt: locked ? null : failedAttempts + 1,
    userCanAttemptAfterTimestamp: retryAt,
    coolingOffPeriodEndsAt: null,
  };
}

/** The question set of an attempt: each attempt a new set, in the bank's order, round again after the last. */
export function fcaSetForAttempt<T>(attempt: number, sets: readonly T[]): T {
  const set = sets[(attempt - 1) % sets.length];
  if (set === undefined) throw new Error('The risk question bank has no sets');
  return set;
}

/** Sandbox clock control: the timers as if `ms` had passed. */
export function fcaTimersAdvanced(state: FcaAssessmentState, ms: number): FcaAssessmentState {
  return {
    ...state,
    retryAt: state.retryAt === null ? null : state.retryAt - ms,
    coolingOffEndsAt: state.coolingOffEndsAt === null ? null : state.coolingOffEndsAt - ms,
  };
}
