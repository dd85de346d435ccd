import type { FcaCategory, FcaEvaluationAnswer } from '@ferry/contracts';

/** HNI_Q1 (income of £100,000 or more) and HNI_Q2 (net assets of £250,000 or more): A is yes. */
const HNI_QUESTIONS = ['HNI_Q1', 'HNI_Q2'] as const;
/** RI_Q1 and RI_Q2 (share of net assets in high-risk investments): A is less than 10%. */
const RI_QUESTIONS = ['RI_Q1', 'RI_Q2'] as const;

/**
 * The category the answers support (spec 001 section 4 "UK categorisation"): yes to any HNI
 * question is high net worth; otherwise every set_b answer A is restricted; otherwise none.
 */
export function deriveFcaCategory(evaluation: readonly FcaEvaluationAnswer[]): FcaCategory | null {
  const option = new Map(evaluation.map((a) => [a.questionId, a.answer.option]));
  if (HNI_QUESTIONS.some((q) => option.get(q) === 'A')) return 'HIGH_NET_WORTH_INVESTOR';
  if (RI_QUESTIONS.every((q) => option.get(q) === 'A')) return 'RESTRICTED_INVESTOR';
  return null;
}

/** The questions the categorisation asked, in order: set_a, then set_b when no HNI answer was yes. */
export const FCA_CATEGORISATION_SETS = {
  set_a: HNI_QUESTIONS,
  set_b: RI_QUESTIONS,
} as const;

/** Progress steps of the agreement page: HNI 3, Restricted 5 (spec 001 section 9). */
export function fcaProgressSteps(category: FcaCategory): number {
  return category === 'HIGH_NET_WORTH_INVESTOR' ? 3 : 5;
}
