import { FCA_PASS_MARK_PERCENT } from '@ferry/contracts';

/** Pass mark: at least 80 percent correct (spec 001 section 9), in whole numbers so 4/5 is exactly 80. */
export function isFcaPassingScore({ correct, total }: { correct: number; total: number }): boolean {
  return total > 0 && correct * 100 >= total * FCA_PASS_MARK_PERCENT;
}

export type FcaKeyedQuestion = { questionId: string; questionCategory: string; correctAnswerId: string };

export type FcaAttemptScore = {
  result: 'pass' | 'fail';
  score: { correct: number; total: number };
  test: Array<{ questionId: string; questionCategory: string; questionResult: 'right' | 'wrong' }>;
};

/** Scores an attempt against its key; the answers must already be checked to be one per question. */
export function scoreFcaAttempt(
  key: readonly FcaKeyedQuestion[],
  answers: ReadonlyMap<string, string>,
): FcaAttemptScore {
  const test = key.map((q) => ({
    questionId: q.questionId,
    questionCategory: q.questionCategory,
    questionResult: answers.get(q.questionId) === q.correctAnswerId ? ('right' as const) : ('wrong' as const),
  }));
  const score = { correct: test.filter((q) => q.questionResult === 'right').length, total: key.length };
  return { result: isFcaPassingScore(score) ? 'pass' : 'fail', score, test };
}

/**
 * The submitted answers as one answer per question of the attempt, or null when any is missing,
 * repeated, for a question not in the attempt, or not among that question's answers.
 */
export function fcaAnswersOfAttempt(
  questions: ReadonlyArray<{ questionId: string; answerIds: readonly string[] }>,
  submitted: ReadonlyArray<{ questionId: string; answerId: string }>,
): Map<string, string> | null {
  const byId = new Map(questions.map((q) => [q.questionId, q.answerIds]));
  const answers = new Map<string, string>();
  for (const { questionId, answerId } of submitted) {
    const answerIds = byId.get(questionId);
    if (!answerIds || answers.has(questionId) || !answerIds.includes(answerId)) return null;
    answers.set(questionId, answerId);
  }
  return answers.size === questions.length ? answers : null;
}
