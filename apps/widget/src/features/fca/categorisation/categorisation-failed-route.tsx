import { useNavigate } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { FCA_MESSAGES } from '../../../i18n/fca-messages.js';
import { AlertIcon } from '../../../ui/icons.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { fcaPaths } from '../fca-paths.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { useCategorisationAnswers } from './categorisation-answers.js';
import { addressOf, FIRST_QUESTION } from './questionnaire-flow.js';

const texts = FCA_MESSAGES.categorisation;

/** Failed categorisation (spec 001 section 2): both categories' criteria and a retry from set_a/hni_q1. */
export function CategorisationFailedRoute() {
  const navigate = useNavigate();
  const { reset } = useCategorisationAnswers();
  const first = addressOf(FIRST_QUESTION.questionId);
  return (
    <>
      <Header title={texts.title} back={{ to: fcaPaths.categorisationStart }} />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={[styles.icon, styles.iconError].join(' ')}>
            <AlertIcon width={30} height={30} />
          </span>
          <h2 className={text.screenHeading}>{texts.failedHeading}</h2>
          <p className={text.body}>{texts.failedIntro}</p>
          <section className={styles.card} aria-label={texts.hniCriteriaTitle}>
            <h3 className={styles.cardTitle}>{texts.hniCriteriaTitle}</h3>
            <p>{texts.hniCriteria}</p>
          </section>
          <section className={styles.card} aria-label={texts.restrictedCriteriaTitle}>
            <h3 className={styles.cardTitle}>{texts.restrictedCriteriaTitle}</h3>
            <p>{texts.restrictedCriteria}</p>
          </section>
        </div>
      </ScreenBody>
      <StickyFooter
        buttonText={texts.retry}
        onButtonClick={() => {
          reset();
          void navigate(fcaPaths.categorisationQuestion(first.setId, first.slug));
        }}
      />
    </>
  );
}
