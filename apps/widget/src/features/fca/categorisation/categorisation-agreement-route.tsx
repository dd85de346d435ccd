import type { FcaCategory, MappedUser } from '@ferry/contracts';
import { fcaProgressSteps } from '@ferry/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from '../../../routing/index.js';
import { messageForError } from '../../../api/error-messages.js';
import { useSubmitCategorisation } from '../../../api/fca/submit-categorisation.js';
import { usePartner } from '../../../api/startup/get-partner.js';
import { USER_QUERY_KEY, useUser } from '../../../api/user/get-user.js';
import { ErrorDrawer } from '../../../layout/error-drawer.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { Field } from '../../../ui/field.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { fcaPaths } from '../fca-paths.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';
import { Page } from '../../../ui/page.js';
import { PencilIcon } from '../components/pencil-icon.js';
import { useCategorisationAnswers } from './categorisation-answers.js';
import { categoryOf, evaluationOf } from './questionnaire-flow.js';

const profileName = (user: MappedUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * The agreement (spec 001 sections 2 and 4): the category the answers support, the full name from
 * the profile (a pencil makes it editable), the statement and the risks; Continue submits. Without
 * answers it returns to the start.
 */
export function CategorisationAgreementRoute() {
  const { answers } = useCategorisationAnswers();
  const { user } = useUser(usePartner().data?.apiKey);
  const category = categoryOf(answers);
  if (!category) return <Navigate to={fcaPaths.categorisationStart} replace />;
  if (!user) return <LoadingScreen />;
  return <Agreement category={category} initialName={profileName(user)} />;
}

function Agreement({ category, initialName }: { category: FcaCategory; initialName: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { answers } = useCategorisationAnswers();
  const submit = useSubmitCategorisation();
  const [name, setName] = useState(initialName);
  const [isEditing, setIsEditing] = useState(initialName === '');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const steps = fcaProgressSteps(category);
  const isNameMissing = name.trim() === '';

  const send = () => {
    submit.mutate(
      { category, name: name.trim(), evaluation: evaluationOf(answers) },
      {
        onSuccess: async (outcome) => {
          if (outcome.result !== 'pass') {
            setProblem(outcome.message ?? t('fca.categorisation.failedHeading'));
            return;
          }
          // Confirm order routes on the user record: it must carry the category before going there.
          await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
          void navigate(paths.confirmOrder, { replace: true });
        },
        onError: (error) => setProblem(messageForError(error)),
      },
    );
  };

  return (
    <>
      <Header title={t('fca.categorisation.title')} back="history" progress={{ step: steps, total: steps }} />
      <ScreenBody>
        <Page>
          <section className={styles.card} aria-label={t('fca.categorisation.agreementHeading')}>
            <h2 className={styles.cardTitle}>{t('fca.categorisation.agreementHeading')}</h2>
            <p className={text.screenHeading}>{t(`fca.categories.${category}`)}</p>
          </section>
          <Field
            ref={inputRef}
            label={t('fca.categorisation.fullName')}
            inputClassName={styles.nameInput}
            value={name}
            readOnly={!isEditing}
            maxLength={100}
            autoComplete="name"
            error={isNameMissing ? t('fca.categorisation.fullNameRequired') : null}
            onChange={(event) => setName(event.target.value.replace(/^\s+/, ''))}
            trailing={
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('fca.categorisation.editName')}
                aria-pressed={isEditing}
                onClick={() => {
                  setIsEditing(true);
                  inputRef.current?.focus();
                }}
              >
                <PencilIcon />
              </button>
            }
          />
          <p className={text.body}>{t(`fca.agreement.${category}`)}</p>
          <section className={styles.card} aria-label={t('fca.riskBullets.title')}>
            <h3 className={styles.cardTitle}>{t('fca.riskBullets.title')}</h3>
            <ul className={styles.list}>
              <li>{t('fca.riskBullets.prices')}</li>
              <li>{t('fca.riskBullets.protection')}</li>
              <li>{t('fca.riskBullets.selling')}</li>
              <li>{t('fca.riskBullets.addresses')}</li>
            </ul>
          </section>
        </Page>
      </ScreenBody>
      <StickyFooter onButtonClick={send} isButtonDisabled={isNameMissing} isButtonLoading={submit.isPending} />
      <ErrorDrawer isOpen={problem !== null} message={problem ?? ''} onClose={() => setProblem(null)} />
    </>
  );
}
