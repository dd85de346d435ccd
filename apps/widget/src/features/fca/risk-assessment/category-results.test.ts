import { describe, expect, it } from 'vitest';
import { categoryResults } from './category-results.js';

describe('per-category tick or cross of a failed risk assessment (spec 001 section 2)', () => {
  it('a category is ticked only when every question of it was right, in the order of first appearance', () => {
    expect(
      categoryResults([
        { questionId: 'Q1', questionCategory: 'Volatility', questionResult: 'right' },
        { questionId: 'Q2', questionCategory: 'Protection', questionResult: 'right' },
        { questionId: 'Q3', questionCategory: 'Volatility', questionResult: 'wrong' },
        { questionId: 'Q4', questionCategory: 'Scams', questionResult: 'right' },
        { questionId: 'Q5', questionCategory: 'Protection', questionResult: 'right' },
      ]),
    ).toEqual([
      { category: 'Volatility', isRight: false },
      { category: 'Protection', isRight: true },
      { category: 'Scams', isRight: true },
    ]);
  });
});
