import { ErrorCode, type FcaQuestion, type FcaRiskAssessment } from '@ferry/contracts';
import { isApiError } from '../../../api/api-error.js';
import { paths } from '../../../config/paths.js';
import { fcaPaths } from '../fca-paths.js';

/** The questions of the attempt the user is to take. */
export function currentQuestions(assessment: FcaRiskAssessment): FcaQuestion[] {
  return [...(assessment.test[String(assessment.currentAttempt)] ?? [])].sort((a, b) => a.questionNumber - b.questionNumber);
}

export function firstQuestionPath(assessment: FcaRiskAssessment): string | null {
  const first = currentQuestions(assessment)[0];
  return first ? fcaPaths.riskQuestion(assessment.assessmentSetId, first.questionId) : null;
}

/**
 * Where the intro sends a user (spec 001 section 4 "UK risk assessment"): a retry time still to
 * come goes to the failure notification; passed, or 'User has completed assessment', to confirm
 * order; a user not yet categorised to the categorisation; any other refusal to limit reached.
 * Null: stay on the intro.
 */
export function riskStartTarget({
  assessment,
  error,
  hasPassed,
  now,
}: {
  assessment: FcaRiskAssessment | undefined;
  error: unknown;
  hasPassed: boolean;
  now: number;
}): string | null {
  if (hasPassed) return paths.confirmOrder;
  if (error) {
    if (isApiError(error) && error.code === ErrorCode.FCA_ASSESSMENT_COMPLETED) return paths.confirmOrder;
    if (isApiError(error) && error.code === ErrorCode.FCA_NOT_CATEGORISED) return fcaPaths.categorisationStart;
    return fcaPaths.riskLimitReached;
  }
  if (assessment?.userCanAttemptAfterTimestamp != null && assessment.userCanAttemptAfterTimestamp > now) {
    return fcaPaths.riskFailureNotification;
  }
  return null;
}
