import type { FcaQuestionResult } from '@ferry/contracts';

export interface CategoryResult {
  category: string;
  isRight: boolean;
}

/** One tick or cross per question category, in the order the categories first appear: a tick only when every question of it was right. */
export function categoryResults(results: readonly FcaQuestionResult[]): CategoryResult[] {
  const byCategory = new Map<string, boolean>();
  for (const result of results) {
    byCategory.set(result.questionCategory, (byCategory.get(result.questionCategory) ?? true) && result.questionResult === 'right');
  }
  return [...byCategory].map(([category, isRight]) => ({ category, isRight }));
}
