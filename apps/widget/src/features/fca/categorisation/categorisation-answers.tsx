import type { FcaAnswerOption, FcaCategorizationQuestionId } from '@ferry/contracts';
import { createContext, useContext, useMemo, useState } from 'react';
import { Outlet } from '../../../routing/index.js';
import type { CategorisationAnswers } from './questionnaire-flow.js';

interface AnswersContext {
  answers: CategorisationAnswers;
  answer: (questionId: FcaCategorizationQuestionId, option: FcaAnswerOption) => CategorisationAnswers;
  reset: () => void;
}

const Answers = createContext<AnswersContext | null>(null);

/**
 * Holds the answers while the user moves between the categorisation screens. They live only as
 * long as the journey: a reload starts again (the agreement without answers returns to the start).
 */
export function CategorisationLayout() {
  const [answers, setAnswers] = useState<CategorisationAnswers>({});
  const value = useMemo<AnswersContext>(
    () => ({
      answers,
      answer: (questionId, option) => {
        const next = { ...answers, [questionId]: option };
        setAnswers(next);
        return next;
      },
      reset: () => setAnswers({}),
    }),
    [answers],
  );
  return (
    <Answers.Provider value={value}>
      <Outlet />
    </Answers.Provider>
  );
}

export function useCategorisationAnswers(): AnswersContext {
  const context = useContext(Answers);
  if (!context) throw new Error('useCategorisationAnswers is used outside CategorisationLayout');
  return context;
}
