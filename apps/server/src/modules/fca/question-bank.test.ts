import { FCA_MIN_QUESTIONS_PER_SET, FcaQuestion } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { FCA_SET_IDS, keyedQuestionsOf, publicQuestionsOf } from './question-bank.js';

describe('the risk question bank', () => {
  it('has at least 4 sets, each of at least 5 questions (spec 001 section 9), numbered from 1', () => {
    expect(FCA_SET_IDS).toEqual(['SET_A', 'SET_B', 'SET_C', 'SET_D']);
    for (const setId of FCA_SET_IDS) {
      const questions = keyedQuestionsOf(setId);
      expect(questions.length).toBeGreaterThanOrEqual(FCA_MIN_QUESTIONS_PER_SET);
      expect(questions.map((q) => q.questionNumber)).toEqual(questions.map((_, i) => i + 1));
    }
  });

  it('every question has its right answer among its answers, and ids unique across the bank', () => {
    const ids = new Set<string>();
    for (const setId of FCA_SET_IDS) {
      for (const q of keyedQuestionsOf(setId)) {
        expect(q.answers.map((a) => a.id)).toContain(q.correctAnswerId);
        expect(q.answers.length).toBeGreaterThanOrEqual(3);
        ids.add(q.questionId);
      }
    }
    expect(ids.size).toBe(FCA_SET_IDS.length * 10);
  });

  it('covers the real risks: volatility, loss of capital, no FSCS or Ombudsman protection, scams, irreversibility, leverage', () => {
    const categories = new Set(FCA_SET_IDS.flatMap((setId) => keyedQuestionsOf(setId).map((q) => q.questionCategory)));
    for (const category of ['Volatility', 'Loss of capital', 'Protection', 'Scams', 'Irreversibility', 'Leverage']) expect(categories).toContain(category);
    const text = FCA_SET_IDS.flatMap((setId) => keyedQuestionsOf(setId).map((q) => q.question)).join(' ');
    expect(text).toContain('FSCS');
    expect(text).toContain('Financial Ombudsman Service');
  });

  it('the right answer is not always in the same place', () => {
    for (const setId of FCA_SET_IDS) {
      const places = new Set(keyedQuestionsOf(setId).map((q) => q.answers.findIndex((a) => a.id === q.correctAnswerId)));
      expect(places.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('speaks German: every question, answer and category has its own German text, the ids and the key as in English', () => {
    for (const setId of FCA_SET_IDS) {
      const english = keyedQuestionsOf(setId, 'en');
      const german = keyedQuestionsOf(setId, 'de');
      expect(german.map((q) => [q.questionId, q.correctAnswerId, q.difficultyLevel])).toEqual(english.map((q) => [q.questionId, q.correctAnswerId, q.difficultyLevel]));
      german.forEach((q, index) => {
        const en = english[index]!;
        expect(q.question, q.questionId).not.toBe(en.question);
        expect(q.questionCategory, q.questionId).not.toBe(en.questionCategory);
        expect(q.answers.map((a) => a.id)).toEqual(en.answers.map((a) => a.id));
        q.answers.forEach((answer, i) => expect(answer.answer, answer.id).not.toBe(en.answers[i]!.answer));
        expect(JSON.stringify(q)).not.toContain('fca.');
      });
    }
    expect(keyedQuestionsOf('SET_A', 'de')[0]?.question).toBe('Wie kann sich der Preis eines Kryptowerts innerhalb eines einzigen Tages verändern?');
    expect(keyedQuestionsOf('SET_A', 'de')[0]?.questionCategory).toBe('Kursschwankungen');
  });

  it('what the widget sees carries no answer key', () => {
    for (const setId of FCA_SET_IDS) {
      for (const q of [...publicQuestionsOf(setId), ...publicQuestionsOf(setId, 'de')]) {
        expect(FcaQuestion.strict().parse(q)).toEqual(q);
        expect(JSON.stringify(q)).not.toContain('correctAnswerId');
      }
    }
  });
});
