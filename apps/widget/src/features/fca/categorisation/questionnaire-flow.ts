import type { FcaAnswerOption, FcaCategorizationQuestionId, FcaCategory, FcaEvaluationAnswer } from '@ferry/contracts';
import { deriveFcaCategory, FCA_CATEGORISATION_SETS } from '@ferry/rules';

export type CategorisationAnswers = Partial<Record<FcaCategorizationQuestionId, FcaAnswerOption>>;

type SetId = keyof typeof FCA_CATEGORISATION_SETS;

/** Every question in the order it is asked, with the set its address names. */
const ORDER: ReadonlyArray<{ setId: SetId; questionId: FcaCategorizationQuestionId }> = (
  Object.entries(FCA_CATEGORISATION_SETS) as Array<[SetId, readonly FcaCategorizationQuestionId[]]>
).flatMap(([setId, ids]) => ids.map((questionId) => ({ setId, questionId })));

export const FIRST_QUESTION = ORDER[0]!;

/** The question an address names (`set_a/hni_q1`), or null for an unknown one. */
export function questionAt(setId: string | undefined, slug: string | undefined): FcaCategorizationQuestionId | null {
  const found = ORDER.find((entry) => entry.setId === setId?.toLowerCase() && entry.questionId.toLowerCase() === slug?.toLowerCase());
  return found ? found.questionId : null;
}

export function addressOf(questionId: FcaCategorizationQuestionId): { setId: string; slug: string } {
  const entry = ORDER.find((candidate) => candidate.questionId === questionId)!;
  return { setId: entry.setId, slug: questionId.toLowerCase() };
}

/** The answers as the server takes them. */
export function evaluationOf(answers: CategorisationAnswers): FcaEvaluationAnswer[] {
  return ORDER.flatMap(({ questionId }) => {
    const option = answers[questionId];
    return option ? [{ questionId, answer: { option } }] : [];
  });
}

export function categoryOf(answers: CategorisationAnswers): FcaCategory | null {
  return deriveFcaCategory(evaluationOf(answers));
}

/** Spec 001 section 4: a question may be visited only once every earlier one is answered. */
export function isReachable(questionId: FcaCategorizationQuestionId, answers: CategorisationAnswers): boolean {
  const index = ORDER.findIndex((entry) => entry.questionId === questionId);
  return ORDER.slice(0, index).every((entry) => answers[entry.questionId] !== undefined);
}

export type CategorisationStep = { to: 'question'; questionId: FcaCategorizationQuestionId } | { to: 'agreement' } | { to: 'failed' };

/**
 * Where an answered question leads (spec 001 section 4): the rest of its set first; after set_a,
 * a yes to any HNI question goes to the agreement, else to set_b; after set_b, all A goes to the
 * agreement (restricted), else to the failed page.
 */
export function stepAfter(questionId: FcaCategorizationQuestionId, answers: CategorisationAnswers): CategorisationStep {
  const index = ORDER.findIndex((entry) => entry.questionId === questionId);
  const next = ORDER[index + 1];
  if (next && next.setId === ORDER[index]!.setId) return { to: 'question', questionId: next.questionId };
  if (categoryOf(answers) !== null) return { to: 'agreement' };
  return next ? { to: 'question', questionId: next.questionId } : { to: 'failed' };
}

/** The question before this one, or null for the first. */
export function questionBefore(questionId: FcaCategorizationQuestionId): FcaCategorizationQuestionId | null {
  const index = ORDER.findIndex((entry) => entry.questionId === questionId);
  return index > 0 ? ORDER[index - 1]!.questionId : null;
}

/** The step number of a question: 1 and 2 in set_a, 3 and 4 in set_b. */
export function stepOf(questionId: FcaCategorizationQuestionId): number {
  return ORDER.findIndex((entry) => entry.questionId === questionId) + 1;
}
