import { useNavigate } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { t } from '../../../i18n/i18n.js';
import { AlertIcon } from '../../../ui/icons.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { fcaPaths } from '../fca-paths.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { useCategorisationAnswers } from './categorisation-answers.js';
import { addressOf, FIRST_QUESTION } from './questionnaire-flow.js';

/** Failed categorisation (spec 001 section 2): both categories' criteria and a retry from set_a/hni_q1. */
export function CategorisationFailedRoute() {
  const navigate = useNavigate();
  const { reset } = useCategorisationAnswers();
  const first = addressOf(FIRST_QUESTION.questionId);
  return (
    <>
      <Header title={t('fca.categorisation.title')} back={{ to: fcaPaths.categorisationStart }} />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={[styles.icon, styles.iconError].join(' ')}>
            <AlertIcon width={30} height={30} />
          </span>
          <h2 className={text.screenHeading}>{t('fca.categorisation.failedHeading')}</h2>
          <p className={text.body}>{t('fca.categorisation.failedIntro')}</p>
          <section className={styles.card} aria-label={t('fca.categorisation.hniCriteriaTitle')}>
            <h3 className={styles.cardTitle}>{t('fca.categorisation.hniCriteriaTitle')}</h3>
            <p>{t('fca.categorisation.hniCriteria')}</p>
          </section>
          <section className={styles.card} aria-label={t('fca.categorisation.restrictedCriteriaTitle')}>
            <h3 className={styles.cardTitle}>{t('fca.categorisation.restrictedCriteriaTitle')}</h3>
            <p>{t('fca.categorisation.restrictedCriteria')}</p>
          </section>
        </div>
      </ScreenBody>
      <StickyFooter
        buttonText={t('fca.categorisation.retry')}
        onButtonClick={() => {
          reset();
          void navigate(fcaPaths.categorisationQuestion(first.setId, first.slug));
        }}
      />
    </>
  );
}
