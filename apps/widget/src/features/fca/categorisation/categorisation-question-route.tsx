import type { FcaAnswerOption, FcaCategorizationQuestionId } from '@ferry/contracts';
import { Navigate, useNavigate, useParams } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { t } from '../../../i18n/i18n.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { QuestionView } from '../components/question-view.js';
import { fcaPaths } from '../fca-paths.js';
import { useCategorisationAnswers } from './categorisation-answers.js';
import {
  addressOf,
  type CategorisationAnswers,
  FIRST_QUESTION,
  isReachable,
  questionAt,
  questionBefore,
  stepAfter,
  stepOf,
} from './questionnaire-flow.js';

const OPTIONS: readonly FcaAnswerOption[] = ['A', 'B'];
const questionPath = (questionId: FcaCategorizationQuestionId) => {
  const { setId, slug } = addressOf(questionId);
  return fcaPaths.categorisationQuestion(setId, slug);
};

/**
 * One categorisation question (spec 001 sections 2 and 4): choosing an answer moves on at once;
 * an unknown question goes to the start, one whose earlier questions are unanswered to the first.
 */
export function CategorisationQuestionRoute() {
  const navigate = useNavigate();
  const { setId, questionId: slug } = useParams();
  const { answers, answer } = useCategorisationAnswers();
  const questionId = questionAt(setId, slug);
  if (!questionId) return <Navigate to={fcaPaths.categorisationStart} replace />;
  if (!isReachable(questionId, answers)) return <Navigate to={questionPath(FIRST_QUESTION.questionId)} replace />;

  const goOn = (current: CategorisationAnswers) => {
    const step = stepAfter(questionId, current);
    if (step.to === 'question') void navigate(questionPath(step.questionId));
    else if (step.to === 'agreement') void navigate(fcaPaths.categorisationAgreement);
    else void navigate(fcaPaths.categorisationFailed);
  };
  const previous = questionBefore(questionId);
  const step = stepOf(questionId);

  return (
    <>
      <Header title={t('fca.categorisation.title')} back="history" progress={{ step, total: step <= 2 ? 3 : 5 }} />
      <ScreenBody>
        <QuestionView
          key={questionId}
          question={t(`fca.questions.${questionId}.question`)}
          options={OPTIONS.map((id) => ({ id, label: t(`fca.questions.${questionId}.${id}`) }))}
          selected={answers[questionId]}
          onSelect={(option) => goOn(answer(questionId, option as FcaAnswerOption))}
          onPrevious={() => void navigate(previous ? questionPath(previous) : fcaPaths.categorisationStart)}
          onNext={() => goOn(answers)}
        />
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
