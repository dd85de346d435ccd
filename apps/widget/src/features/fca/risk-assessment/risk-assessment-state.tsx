import type { FcaRiskAssessmentResult } from '@ferry/contracts';
import { createContext, useContext, useMemo, useState } from 'react';
import { Outlet } from '../../../routing/index.js';
import { useRiskAssessment } from '../../../api/fca/get-risk-assessment.js';

/** The outcome of the last submit, kept for the success and failed pages. */
export interface SubmittedAttempt {
  attempt: number;
  outcome: FcaRiskAssessmentResult;
}

interface RiskAssessmentState {
  /** GET fca/risk-assessment, held here so moving between questions keeps it. */
  assessment: ReturnType<typeof useRiskAssessment>;
  /** Chosen answer id by question id, for the attempt being taken. */
  answers: Readonly<Record<string, string>>;
  choose: (questionId: string, answerId: string) => void;
  clearAnswers: () => void;
  submitted: SubmittedAttempt | null;
  setSubmitted: (submitted: SubmittedAttempt) => void;
}

const State = createContext<RiskAssessmentState | null>(null);

/** Holds the chosen answers and the last result while the user moves between the assessment screens. */
export function RiskAssessmentLayout() {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState<SubmittedAttempt | null>(null);
  const assessment = useRiskAssessment();
  const value = useMemo<RiskAssessmentState>(
    () => ({
      assessment,
      answers,
      choose: (questionId, answerId) => setAnswers((current) => ({ ...current, [questionId]: answerId })),
      clearAnswers: () => setAnswers({}),
      submitted,
      setSubmitted,
    }),
    [assessment, answers, submitted],
  );
  return (
    <State.Provider value={value}>
      <Outlet />
    </State.Provider>
  );
}

export function useRiskAssessmentState(): RiskAssessmentState {
  const context = useContext(State);
  if (!context) throw new Error('useRiskAssessmentState is used outside RiskAssessmentLayout');
  return context;
}
