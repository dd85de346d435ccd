import { describe, expect, it } from 'vitest';
import { fcaAnswersOfAttempt, isFcaPassingScore, scoreFcaAttempt } from './scoring.js';

const key = Array.from({ length: 5 }, (_, i) => ({
  questionId: `Q${i + 1}`,
  questionCategory: i < 3 ? 'Volatility' : 'Scams',
  correctAnswerId: 'a',
}));

describe('risk assessment pass mark: at least 80 percent correct (spec 001 section 9)', () => {
  it('4/5 is exactly 80 percent and passes; 3/5 fails', () => {
    expect(isFcaPassingScore({ correct: 4, total: 5 })).toBe(true);
    expect(isFcaPassingScore({ correct: 3, total: 5 })).toBe(false);
  });

  it('8/10 passes; 7/10 fails; 10/10 passes', () => {
    expect(isFcaPassingScore({ correct: 8, total: 10 })).toBe(true);
    expect(isFcaPassingScore({ correct: 7, total: 10 })).toBe(false);
    expect(isFcaPassingScore({ correct: 10, total: 10 })).toBe(true);
  });

  it('no questions never passes', () => {
    expect(isFcaPassingScore({ correct: 0, total: 0 })).toBe(false);
  });
});

describe('scoring an attempt', () => {
  it('marks each question right or wrong with its category and counts the score', () => {
    const answers = new Map([['Q1', 'a'], ['Q2', 'a'], ['Q3', 'b'], ['Q4', 'a'], ['Q5', 'b']]);
    const scored = scoreFcaAttempt(key, answers);
    expect(scored.score).toEqual({ correct: 3, total: 5 });
    expect(scored.result).toBe('fail');
    expect(scored.test[2]).toEqual({ questionId: 'Q3', questionCategory: 'Volatility', questionResult: 'wrong' });
    expect(scored.test[3]).toEqual({ questionId: 'Q4', questionCategory: 'Scams', questionResult: 'right' });
  });
});

describe('the answers of an attempt: one per question of the attempt, among its answers', () => {
  const questions = [
    { questionId: 'Q1', answerIds: ['a', 'b'] },
    { questionId: 'Q2', answerIds: ['a', 'b'] },
  ];
  it('accepts one answer per question', () => {
    expect(fcaAnswersOfAttempt(questions, [{ questionId: 'Q2', answerId: 'b' }, { questionId: 'Q1', answerId: 'a' }])).toEqual(
      new Map([['Q2', 'b'], ['Q1', 'a']]),
    );
  });
  it('refuses a missing answer', () => {
    expect(fcaAnswersOfAttempt(questions, [{ questionId: 'Q1', answerId: 'a' }])).toBeNull();
  });
  it('refuses an answer to a question not in the attempt', () => {
    expect(
      fcaAnswersOfAttempt(questions, [{ questionId: 'Q1', answerId: 'a' }, { questionId: 'Q2', answerId: 'a' }, { questionId: 'Q9', answerId: 'a' }]),
    ).toBeNull();
  });
  it('refuses a repeated question and an answer id the question does not have', () => {
    expect(fcaAnswersOfAttempt(questions, [{ questionId: 'Q1', answerId: 'a' }, { questionId: 'Q1', answerId: 'b' }])).toBeNull();
    expect(fcaAnswersOfAttempt(questions, [{ questionId: 'Q1', answerId: 'a' }, { questionId: 'Q2', answerId: 'z' }])).toBeNull();
  });
});
