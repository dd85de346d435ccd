import { z } from 'zod';
import { Email } from './auth.js';

/**
 * The UK regulatory (FCA) journey (spec 001 sections 2, 3, 4, 7 and 9; /work/wt/FCA-API.md).
 *
 * Calls (all need `Authorization`, answers in the `{ response }` envelope):
 * - POST fca/categorization       body FcaCategorizationRequest -> FcaCategorizationResult
 *     422 FCA_CATEGORY_NOT_SUPPORTED when the answers do not support the category asked for.
 * - GET  fca/risk-assessment      -> FcaRiskAssessment (never the answer key)
 *     409 FCA_NOT_CATEGORISED, 409 FCA_ASSESSMENT_COMPLETED ('User has completed assessment'),
 *     403 FCA_ASSESSMENT_LOCKED ('Account Locked').
 * - POST fca/risk-assessment      body FcaRiskAssessmentSubmitRequest -> FcaRiskAssessmentResult
 *     the errors of GET, plus 409 FCA_ATTEMPT_NOT_CURRENT, 400 FCA_ANSWERS_INVALID,
 *     403 FCA_RETRY_NOT_YET (params.retryAt, ms epoch). A refusal changes nothing.
 * - GET  fca/cooling-off-period   -> FcaCoolingOffPeriod
 * - POST sandbox/fca/advance      body SandboxFcaAdvanceRequest -> SandboxFcaAdvanceResult
 *     (sandbox mode only; moves the user's FCA timers back by `hours`).
 */

/** Pass mark of the risk assessment: at least 80 percent correct (spec 001 section 9). */
export const FCA_PASS_MARK_PERCENT = 80;
/** A set has at least 5 questions (spec 001 section 9). */
export const FCA_MIN_QUESTIONS_PER_SET = 5;
/** 2 attempts every 24 hours (spec 001 section 9). */
export const FCA_ATTEMPTS_PER_WINDOW = 2;
/** Attempts in all before the assessment locks: two windows of two ('Account Locked'). */
export const FCA_MAX_ATTEMPTS = 4;
/** The wait after the attempts of a window are used up. */
export const FCA_RETRY_WAIT_MS = 24 * 60 * 60 * 1000;
/** The cooling-off period after passing (spec 001 section 2 "Cooling-off page"). */
export const FCA_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const FcaCategory = z.enum(['HIGH_NET_WORTH_INVESTOR', 'RESTRICTED_INVESTOR']);
export type FcaCategory = z.infer<typeof FcaCategory>;

/** set_a holds HNI_Q1 and HNI_Q2; set_b holds RI_Q1 and RI_Q2 (spec 001 section 2). */
export const FcaCategorizationQuestionId = z.enum(['HNI_Q1', 'HNI_Q2', 'RI_Q1', 'RI_Q2']);
export type FcaCategorizationQuestionId = z.infer<typeof FcaCategorizationQuestionId>;

/** A is yes (HNI) or "less than 10%" (restricted); B is no or "more than 10%". */
export const FcaAnswerOption = z.enum(['A', 'B']);
export type FcaAnswerOption = z.infer<typeof FcaAnswerOption>;

export const FcaEvaluationAnswer = z.object({
  questionId: FcaCategorizationQuestionId,
  answer: z.object({ option: FcaAnswerOption }),
});
export type FcaEvaluationAnswer = z.infer<typeof FcaEvaluationAnswer>;

export const FcaCategorizationRequest = z.object({
  category: FcaCategory,
  name: z.string().trim().min(1).max(100),
  evaluation: z
    .array(FcaEvaluationAnswer)
    .min(1)
    .max(4)
    .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
      message: 'Each question is answered once',
    }),
});
export type FcaCategorizationRequest = z.infer<typeof FcaCategorizationRequest>;

export const FcaCategorizationResult = z.object({
  result: z.enum(['pass', 'fail']),
  message: z.string().nullable(),
});
export type FcaCategorizationResult = z.infer<typeof FcaCategorizationResult>;

export const FcaAssessmentSetId = z.string().regex(/^SET_[A-Z]$/, 'An assessment set id such as SET_A');
export type FcaAssessmentSetId = z.infer<typeof FcaAssessmentSetId>;

export const FcaDifficultyLevel = z.enum(['EASY', 'MEDIUM', 'HARD']);
export type FcaDifficultyLevel = z.infer<typeof FcaDifficultyLevel>;

/** A risk question as the widget sees it: never which answer is right. */
export const FcaQuestion = z.object({
  questionId: z.string(),
  questionNumber: z.number().int().positive(),
  question: z.string(),
  questionCategory: z.string(),
  difficultyLevel: FcaDifficultyLevel,
  answers: z.array(z.object({ id: z.string(), answer: z.string() })),
});
export type FcaQuestion = z.infer<typeof FcaQuestion>;

const MsEpoch = z.number().int().nonnegative();

export const FcaRiskAssessment = z.object({
  assessmentSetId: FcaAssessmentSetId,
  /** 1-based. */
  currentAttempt: z.number().int().positive(),
  /** Set while the user waits for the next window of attempts. */
  userCanAttemptAfterTimestamp: MsEpoch.nullable(),
  /** The current attempt's questions, keyed by the attempt number as a string. */
  test: z.record(z.string(), z.array(FcaQuestion)),
});
export type FcaRiskAssessment = z.infer<typeof FcaRiskAssessment>;

export const FcaRiskAssessmentSubmitRequest = z.object({
  assessmentSetId: FcaAssessmentSetId,
  currentAttempt: z.number().int().positive().max(1000),
  test: z
    .array(z.object({ questionId: z.string().min(1).max(64), answerId: z.string().min(1).max(64) }))
    .max(100),
});
export type FcaRiskAssessmentSubmitRequest = z.infer<typeof FcaRiskAssessmentSubmitRequest>;

export const FcaQuestionResult = z.object({
  questionId: z.string(),
  questionCategory: z.string(),
  questionResult: z.enum(['right', 'wrong']),
});
export type FcaQuestionResult = z.infer<typeof FcaQuestionResult>;

export const FcaRiskAssessmentResult = z.object({
  result: z.enum(['pass', 'fail']),
  score: z.object({ correct: z.number().int().nonnegative(), total: z.number().int().positive() }),
  test: z.array(FcaQuestionResult),
  /** The attempt to take next; null after a pass or when the assessment locked. */
  nextAttempt: z.number().int().positive().nullable(),
  /** When the next attempt may be taken, if the user must wait for it. */
  userCanAttemptAfterTimestamp: MsEpoch.nullable(),
  /** Set on a pass: the end of the 24-hour cooling-off period. */
  coolingOffPeriodEndsAt: MsEpoch.nullable(),
});
export type FcaRiskAssessmentResult = z.infer<typeof FcaRiskAssessmentResult>;

export const FcaCoolingOffPeriod = z.object({
  coolingOffPeriodOn: z.boolean(),
  /** Milliseconds left; 0 when off. */
  timeLeft: z.number().int().nonnegative(),
});
export type FcaCoolingOffPeriod = z.infer<typeof FcaCoolingOffPeriod>;

/** Sandbox clock control: moves the user's FCA timers (cooling-off end, retry time) back by `hours`. */
export const SandboxFcaAdvanceRequest = z.object({
  email: Email,
  hours: z.number().positive().max(24 * 366),
});
export type SandboxFcaAdvanceRequest = z.infer<typeof SandboxFcaAdvanceRequest>;

export const SandboxFcaAdvanceResult = z.object({
  coolingOffPeriodEndsAt: MsEpoch.nullable(),
  userCanAttemptAfterTimestamp: MsEpoch.nullable(),
});
export type SandboxFcaAdvanceResult = z.infer<typeof SandboxFcaAdvanceResult>;
