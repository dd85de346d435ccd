import { ErrorCode, type FcaRiskAssessment } from '@ferry/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from '../../../routing/index.js';
import { isApiError } from '../../../api/api-error.js';
import { messageForError } from '../../../api/error-messages.js';
import { useSubmitRiskAssessment } from '../../../api/fca/submit-risk-assessment.js';
import { USER_QUERY_KEY } from '../../../api/user/get-user.js';
import { ErrorDrawer } from '../../../layout/error-drawer.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { formatCount } from '../../../i18n/format.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { QuestionView } from '../components/question-view.js';
import { fcaPaths } from '../fca-paths.js';
import { useRiskAssessmentState } from './risk-assessment-state.js';
import { currentQuestions } from './risk-routing.js';

/** The risk questionnaire (spec 001 sections 2 and 4): guards the address, then shows its question. */
export function RiskQuestionRoute() {
  const { setId, questionId } = useParams();
  const { assessment, answers } = useRiskAssessmentState();
  if (assessment.isPending) return <LoadingScreen />;
  if (!assessment.data || assessment.data.assessmentSetId !== setId) return <Navigate to={fcaPaths.riskStart} replace />;
  const questions = currentQuestions(assessment.data);
  const index = questions.findIndex((question) => question.questionId === questionId);
  if (index < 0) return <Navigate to={fcaPaths.riskStart} replace />;
  // As in the categorisation: a question whose earlier ones are unanswered goes to the first.
  if (questions.slice(0, index).some((question) => answers[question.questionId] === undefined)) {
    return <Navigate to={fcaPaths.riskQuestion(setId, questions[0]!.questionId)} replace />;
  }
  return <RiskQuestion assessment={assessment.data} index={index} />;
}

function RiskQuestion({ assessment, index }: { assessment: FcaRiskAssessment; index: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { answers, choose, clearAnswers, setSubmitted } = useRiskAssessmentState();
  const submit = useSubmitRiskAssessment();
  const [problem, setProblem] = useState<string | null>(null);
  const questions = currentQuestions(assessment);
  const question = questions[index]!;
  const isLast = index === questions.length - 1;
  const isAllAnswered = questions.every((entry) => answers[entry.questionId] !== undefined);
  const pathOf = (at: number) => fcaPaths.riskQuestion(assessment.assessmentSetId, questions[at]!.questionId);

  const send = () => {
    const attempt = assessment.currentAttempt;
    submit.mutate(
      {
        assessmentSetId: assessment.assessmentSetId,
        currentAttempt: attempt,
        test: questions.map((entry) => ({ questionId: entry.questionId, answerId: answers[entry.questionId]! })),
      },
      {
        onSuccess: async (outcome) => {
          // Answers are cleared only after leaving this question: cleared here, the guard above would send it to the first.
          if (outcome.result === 'pass') {
            setSubmitted({ attempt, outcome });
            await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
            void navigate(fcaPaths.riskSuccess, { replace: true });
            return;
          }
          // The same attempt again restarts the set (spec 001 section 4); the failed page fetches the next one.
          if (outcome.nextAttempt === attempt) {
            void navigate(pathOf(0), { replace: true });
            clearAnswers();
            return;
          }
          setSubmitted({ attempt, outcome });
          void navigate(fcaPaths.riskFailed, { replace: true });
        },
        onError: (error) => {
          // The server's refusals go to limit reached (spec 001 section 4); a lost connection may be retried.
          if (!isApiError(error) || error.status === 0 || error.status >= 500) setProblem(messageForError(error));
          else if (error.code === ErrorCode.FCA_ASSESSMENT_COMPLETED) void navigate(paths.confirmOrder, { replace: true });
          else if (error.code === ErrorCode.FCA_RETRY_NOT_YET) void navigate(fcaPaths.riskFailureNotification, { replace: true });
          else void navigate(fcaPaths.riskLimitReached, { replace: true });
        },
      },
    );
  };

  return (
    <>
      <Header title={t('fca.risk.title')} back="history" />
      <ScreenBody>
        <QuestionView
          key={question.questionId}
          progressText={t('fca.risk.questionProgress', { number: formatCount(index + 1), total: formatCount(questions.length) })}
          question={question.question}
          options={question.answers.map((answer) => ({ id: answer.id, label: answer.answer }))}
          selected={answers[question.questionId]}
          onSelect={(answerId) => {
            choose(question.questionId, answerId);
            if (!isLast) void navigate(pathOf(index + 1));
          }}
          onPrevious={() => void navigate(index > 0 ? pathOf(index - 1) : fcaPaths.riskStart)}
          onNext={isLast ? undefined : () => void navigate(pathOf(index + 1))}
        />
      </ScreenBody>
      {isLast ? (
        <StickyFooter buttonText={t('fca.risk.submit')} onButtonClick={send} isButtonDisabled={!isAllAnswered} isButtonLoading={submit.isPending} />
      ) : (
        <StickyFooter />
      )}
      <ErrorDrawer isOpen={problem !== null} message={problem ?? ''} onClose={() => setProblem(null)} />
    </>
  );
}
