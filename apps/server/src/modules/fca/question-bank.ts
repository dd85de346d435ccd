import type { FcaDifficultyLevel, FcaQuestion, Language } from '@ferry/contracts';
import type { FcaKeyedQuestion } from '@ferry/rules';
import { textsIn } from '../../i18n/texts.js';

/**
 * Ferry's risk question bank (spec 001 section 7 "risk questionnaire"): sets of ten questions on
 * the real risks of crypto-assets, written by us. The answer key stays on the server; the widget
 * only ever gets `publicQuestionsOf`. The words are in the catalogue, per language
 * (src/i18n/locales/fca/<language>.po): `fca.bank.<questionId>.question`, its answers
 * `fca.bank.<questionId>.A` to `.D`, and the categories `fca.category.<category>`.
 */

/** The risk a question is about; the widget shows it (in the user's language) with a tick or cross per category. */
type Category = 'volatility' | 'lossOfCapital' | 'protection' | 'scams' | 'irreversibility' | 'leverage' | 'liquidity' | 'custody';

/** [category, difficulty, index of the right answer]; every question has four answers, A to D. */
type Entry = [Category, FcaDifficultyLevel, number];

const SET_A: Entry[] = [
  ['volatility', 'EASY', 1],
  ['lossOfCapital', 'EASY', 2],
  ['protection', 'MEDIUM', 3],
  ['protection', 'MEDIUM', 0],
  ['scams', 'EASY', 1],
  ['irreversibility', 'MEDIUM', 2],
  ['leverage', 'HARD', 1],
  ['liquidity', 'MEDIUM', 3],
  ['custody', 'HARD', 0],
  ['volatility', 'HARD', 2],
];

const SET_B: Entry[] = [
  ['lossOfCapital', 'EASY', 0],
  ['volatility', 'EASY', 1],
  ['protection', 'MEDIUM', 2],
  ['scams', 'MEDIUM', 1],
  ['irreversibility', 'EASY', 3],
  ['scams', 'HARD', 0],
  ['leverage', 'MEDIUM', 2],
  ['liquidity', 'HARD', 1],
  ['custody', 'MEDIUM', 3],
  ['volatility', 'MEDIUM', 2],
];

const SET_C: Entry[] = [
  ['protection', 'EASY', 1],
  ['lossOfCapital', 'MEDIUM', 3],
  ['scams', 'EASY', 0],
  ['irreversibility', 'MEDIUM', 1],
  ['volatility', 'MEDIUM', 3],
  ['leverage', 'EASY', 0],
  ['liquidity', 'MEDIUM', 2],
  ['custody', 'HARD', 1],
  ['scams', 'HARD', 3],
  ['protection', 'HARD', 2],
];

const SET_D: Entry[] = [
  ['volatility', 'EASY', 1],
  ['lossOfCapital', 'EASY', 0],
  ['protection', 'MEDIUM', 3],
  ['scams', 'MEDIUM', 1],
  ['irreversibility', 'EASY', 0],
  ['leverage', 'HARD', 2],
  ['liquidity', 'EASY', 3],
  ['custody', 'MEDIUM', 0],
  ['scams', 'HARD', 1],
  ['lossOfCapital', 'HARD', 2],
];

const SETS = { SET_A, SET_B, SET_C, SET_D } as const;

export type FcaSetId = keyof typeof SETS;
/** The sets in the order attempts take them: attempt 1 SET_A, 2 SET_B, 3 SET_C, 4 SET_D. */
export const FCA_SET_IDS = Object.keys(SETS) as FcaSetId[];

export type BankQuestion = FcaQuestion & FcaKeyedQuestion;

export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;

function questionsOf(setId: FcaSetId, language: Language): BankQuestion[] {
  const t = textsIn(language);
  return SETS[setId].map(([category, difficultyLevel, right], index) => {
    const questionId = `${setId}_Q${index + 1}`;
    const answerId = (i: number) => `${questionId}_${ANSWER_LETTERS[i]}`;
    return {
      questionId,
      questionNumber: index + 1,
      question: t(`fca.bank.${questionId}.question`),
      questionCategory: t(`fca.category.${category}`),
      difficultyLevel,
      answers: ANSWER_LETTERS.map((letter, i) => ({ id: answerId(i), answer: t(`fca.bank.${questionId}.${letter}`) })),
      correctAnswerId: answerId(right),
    };
  });
}

const BANK = new Map<Language, Map<FcaSetId, BankQuestion[]>>();

/** A set with its key, for scoring on the server; its words (and the categories of the results) in the language. */
export function keyedQuestionsOf(setId: FcaSetId, language: Language = 'en'): BankQuestion[] {
  let sets = BANK.get(language);
  if (!sets) {
    sets = new Map(FCA_SET_IDS.map((id) => [id, questionsOf(id, language)]));
    BANK.set(language, sets);
  }
  return sets.get(setId) ?? [];
}

/** A set as the widget may see it, in the user's language: no answer key. */
export function publicQuestionsOf(setId: FcaSetId, language: Language = 'en'): FcaQuestion[] {
  return keyedQuestionsOf(setId, language).map(({ questionId, questionNumber, question, questionCategory, difficultyLevel, answers }) => ({
    questionId,
    questionNumber,
    question,
    questionCategory,
    difficultyLevel,
    answers,
  }));
}
