import {
  ErrorCode,
  type FcaCategorizationRequest,
  type FcaCategorizationResult,
  FcaCategory,
  type FcaCoolingOffPeriod,
  type Language,
  type FcaRiskAssessment,
  type FcaRiskAssessmentResult,
  type FcaRiskAssessmentSubmitRequest,
  type SandboxFcaAdvanceResult,
  type UserRecord,
} from '@ferry/contracts';
import {
  deriveFcaCategory,
  fcaAfterAttempt,
  fcaAnswersOfAttempt,
  type FcaAssessmentState,
  fcaAssessmentStatus,
  fcaCoolingOff,
  fcaSetForAttempt,
  fcaTimersAdvanced,
  scoreFcaAttempt,
} from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { scheduleCoolingOffMail } from './fca.jobs.js';
import {
  findFcaProfile,
  findFcaProfileByEmail,
  type FcaProfileRow,
  recordScoredAttempt,
  saveCategorisation,
  saveTimers,
} from './fca.repository.js';
import { FCA_SET_IDS, keyedQuestionsOf, publicQuestionsOf } from './question-bank.js';

const ms = (date: Date | null | undefined): number | null => (date ? date.getTime() : null);
const dateOf = (value: number | null): Date | null => (value === null ? null : new Date(value));

const CATEGORY_NAMES: Record<FcaCategory, string> = {
  HIGH_NET_WORTH_INVESTOR: 'High Net Worth Investor',
  RESTRICTED_INVESTOR: 'Restricted Investor',
};

/** POST fca/categorization: stores the category the answers support, with the name and the time. */
export async function categorise(
  ctx: AppContext,
  { userId, body }: { userId: string; body: FcaCategorizationRequest },
): Promise<FcaCategorizationResult> {
  const derived = deriveFcaCategory(body.evaluation);
  if (derived === null) {
    throw new AppError(ErrorCode.FCA_CATEGORY_NOT_SUPPORTED, "Your profile doesn't meet the criteria for any investor category");
  }
  if (derived !== body.category) {
    throw new AppError(
      ErrorCode.FCA_CATEGORY_NOT_SUPPORTED,
      `Your answers do not support the ${CATEGORY_NAMES[body.category]} category.`,
      { params: { derivedCategory: derived } },
    );
  }
  await saveCategorisation(ctx.db, { userId, categorization: derived, categorizedName: body.name, evaluation: body.evaluation, now: ctx.now() });
  return { result: 'pass', message: null };
}

function stateOf(profile: FcaProfileRow): FcaAssessmentState {
  return {
    failedAttempts: profile.failedAttempts,
    retryAt: ms(profile.retryAt),
    passedAt: ms(profile.passedAt),
    coolingOffEndsAt: ms(profile.coolingOffEndsAt),
  };
}

/** The profile of a categorised user whose assessment is still to take; the refusals otherwise. */
async function openAssessment(ctx: AppContext, userId: string) {
  const profile = await findFcaProfile(ctx.db, userId);
  if (!profile?.categorization) {
    throw new AppError(ErrorCode.FCA_NOT_CATEGORISED, 'Please complete the UK investor categorisation first.');
  }
  const state = stateOf(profile);
  const status = fcaAssessmentStatus(state, ctx.now().getTime());
  if (status.kind === 'passed') throw new AppError(ErrorCode.FCA_ASSESSMENT_COMPLETED, 'User has completed assessment');
  if (status.kind === 'locked') throw new AppError(ErrorCode.FCA_ASSESSMENT_LOCKED, 'Account Locked');
  return { profile, state, status, setId: fcaSetForAttempt(status.currentAttempt, FCA_SET_IDS) };
}

/** GET fca/risk-assessment: the current attempt's set, without the answer key, in the caller's language. */
export async function getRiskAssessment(ctx: AppContext, { userId, language }: { userId: string; language: Language }): Promise<FcaRiskAssessment> {
  const { status, setId } = await openAssessment(ctx, userId);
  return {
    assessmentSetId: setId,
    currentAttempt: status.currentAttempt,
    userCanAttemptAfterTimestamp: status.kind === 'waiting' ? status.retryAt : null,
    test: { [String(status.currentAttempt)]: publicQuestionsOf(setId, language) },
  };
}

/** POST fca/risk-assessment: scores the current attempt once and moves the attempt state on; the result's categories in the caller's language. */
export async function submitRiskAssessment(
  ctx: AppContext,
  { userId, body, language }: { userId: string; body: FcaRiskAssessmentSubmitRequest; language: Language },
): Promise<FcaRiskAssessmentResult> {
  const { state, status, setId } = await openAssessment(ctx, userId);
  if (body.currentAttempt !== status.currentAttempt || body.assessmentSetId !== setId) {
    throw new AppError(ErrorCode.FCA_ATTEMPT_NOT_CURRENT, `This is not your current attempt: attempt ${status.currentAttempt} is.`, {
      params: { currentAttempt: status.currentAttempt },
    });
  }
  if (status.kind === 'waiting') {
    throw new AppError(ErrorCode.FCA_RETRY_NOT_YET, 'You have used both attempts of the last 24 hours. Please try again later.', {
      params: { retryAt: status.retryAt },
    });
  }
  const key = keyedQuestionsOf(setId, language);
  const answers = fcaAnswersOfAttempt(
    key.map((q) => ({ questionId: q.questionId, answerIds: q.answers.map((a) => a.id) })),
    body.test,
  );
  if (!answers) {
    throw new AppError(ErrorCode.FCA_ANSWERS_INVALID, 'Please answer every question of this attempt, once, with one of its answers.');
  }
  const scored = scoreFcaAttempt(key, answers);
  const now = ctx.now();
  const outcome = fcaAfterAttempt(state, scored.result === 'pass', now.getTime());
  const isRecorded = await ctx.db.transaction(async (tx) => {
    const recorded = await recordScoredAttempt(tx, {
      userId,
      fromFailedAttempts: state.failedAttempts,
      change: {
        failedAttempts: outcome.state.failedAttempts,
        retryAt: dateOf(outcome.state.retryAt),
        passedAt: dateOf(outcome.state.passedAt),
        coolingOffEndsAt: dateOf(outcome.state.coolingOffEndsAt),
      },
      attempt: {
        userId,
        attempt: status.currentAttempt,
        assessmentSetId: setId,
        result: scored.result,
        correct: scored.score.correct,
        total: scored.score.total,
        answers: Object.fromEntries(answers),
        submittedAt: now,
      },
    });
    if (recorded && outcome.coolingOffPeriodEndsAt !== null) {
      const endsAt = new Date(outcome.coolingOffPeriodEndsAt);
      await ctx.events.record(tx, {
        type: 'fca.assessment_passed',
        subject: userId,
        userId,
        payload: { attempt: status.currentAttempt, coolingOffEndsAt: endsAt.toISOString() },
        occurredAt: now,
      });
      await scheduleCoolingOffMail(ctx, tx, { userId, endsAt });
    }
    return recorded;
  });
  if (!isRecorded) {
    throw new AppError(ErrorCode.FCA_ATTEMPT_NOT_CURRENT, 'This attempt was already submitted.');
  }
  return {
    ...scored,
    nextAttempt: outcome.nextAttempt,
    userCanAttemptAfterTimestamp: outcome.userCanAttemptAfterTimestamp,
    coolingOffPeriodEndsAt: outcome.coolingOffPeriodEndsAt,
  };
}

/** GET fca/cooling-off-period. */
export async function getCoolingOffPeriod(ctx: AppContext, { userId }: { userId: string }): Promise<FcaCoolingOffPeriod> {
  const profile = await findFcaProfile(ctx.db, userId);
  return fcaCoolingOff(ms(profile?.coolingOffEndsAt), ctx.now().getTime());
}

/** The FCA fields of the users call (spec 001 section 3), from the stored journey. */
export async function fcaUserFields(
  ctx: AppContext,
  { userId }: { userId: string },
): Promise<Pick<UserRecord, 'fcaCategorization' | 'fcaAssessmentTestPassed' | 'fcaCoolingOffPeriodEndsAt'>> {
  const profile = await findFcaProfile(ctx.db, userId);
  return {
    fcaCategorization: FcaCategory.nullable().catch(null).parse(profile?.categorization ?? null),
    fcaAssessmentTestPassed: Boolean(profile?.passedAt),
    fcaCoolingOffPeriodEndsAt: profile?.coolingOffEndsAt?.toISOString() ?? null,
  };
}

/** Sandbox clock control: the user's FCA timers as if `hours` had passed; the e-mail follows the new end. */
export async function advanceFcaTimers(ctx: AppContext, { email, hours }: { email: string; hours: number }): Promise<SandboxFcaAdvanceResult> {
  const found = await findFcaProfileByEmail(ctx.db, email);
  if (!found?.profile) throw new AppError(ErrorCode.NOT_FOUND, 'No UK (FCA) journey for this e-mail');
  const moved = fcaTimersAdvanced(stateOf(found.profile), Math.round(hours * 3_600_000));
  const coolingOffEndsAt = dateOf(moved.coolingOffEndsAt);
  await ctx.db.transaction(async (tx) => {
    await saveTimers(tx, { userId: found.userId, retryAt: dateOf(moved.retryAt), coolingOffEndsAt, now: ctx.now() });
    if (coolingOffEndsAt && !found.profile?.coolingOffMailedAt) await scheduleCoolingOffMail(ctx, tx, { userId: found.userId, endsAt: coolingOffEndsAt });
  });
  return { coolingOffPeriodEndsAt: moved.coolingOffEndsAt, userCanAttemptAfterTimestamp: moved.retryAt };
}
