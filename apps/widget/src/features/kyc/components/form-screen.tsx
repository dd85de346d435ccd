import type { KycForm, KycSession } from '@ferry/contracts';
import { useEffect, useRef, useState } from 'react';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { Spinner } from '../../../ui/spinner.js';
import { useFormState } from '../../../forms/use-form-state.js';
import { useFormSubmit } from '../../../forms/use-form-submit.js';
import { useKycNavigation } from '../hooks/use-kyc-navigation.js';
import styles from '../../../forms/forms.module.css';
import { clearDraft } from '../../../forms/form-drafts.js';
import { DynamicForm } from '../../../forms/dynamic-form.js';
import { KycHeader } from './kyc-header.js';
import { SubmitErrorDrawer } from '../../../forms/submit-error-drawer.js';
import { t } from '../../../i18n/i18n.js';
import { stepMessageText } from '../model/step-message.js';

type Props = { session: KycSession; form: KycForm; userId: string; userData: Record<string, unknown> | undefined };

/**
 * A KYC form: Continue stays disabled while any field is invalid; the step message shows while
 * the step is incomplete. Prefilled partner userData is sent on its own when the form allows it;
 * if that fails, the form is shown for manual entry (spec 000 section 4).
 */
export function FormScreen({ session, form, userId, userData }: Props) {
  const state = useFormState(form, { userId, userData });
  const { setServerError } = state;
  const navigation = useKycNavigation();
  const { submit, isSubmitting, failure, clearFailure } = useFormSubmit(form, {
    sessionKey: session.onboardingSessionId,
    onPhoneError: (message) => setServerError('mobileNumber', message),
  });
  const [isAutoSubmitting, setIsAutoSubmitting] = useState(form.supportAutoSubmit && state.isPrefilled && state.isValid);
  const hasAutoSubmitted = useRef(false);

  const send = async () => {
    if (!state.isValid) return;
    if (await submit(state.values)) {
      clearDraft(userId, form.id);
      await navigation.refreshAndContinue();
    }
  };

  useEffect(() => {
    if (!isAutoSubmitting || hasAutoSubmitted.current) return;
    hasAutoSubmitted.current = true;
    void (async () => {
      if (await submit(state.values)) {
        clearDraft(userId, form.id);
        await navigation.refreshAndContinue();
      } else {
        setIsAutoSubmitting(false);
      }
    })();
  }, [form.id, isAutoSubmitting, navigation, state.values, submit, userId]);

  const formDomId = `kyc-form-${form.id}`;
  return (
    <>
      <KycHeader session={session} form={form} />
      <ScreenBody>
        {isAutoSubmitting ? (
          <div className={styles.screen}>
            <Spinner size={60} label={t('kyc.autoSubmit.label')} />
            <p className={styles.screenText}>{t('kyc.autoSubmit.text')}</p>
          </div>
        ) : (
          <DynamicForm form={form} state={state} formId={formDomId} onSubmit={() => void send()} />
        )}
      </ScreenBody>
      <StickyFooter
        onButtonClick={() => void send()}
        isButtonDisabled={!state.isValid || isAutoSubmitting}
        isButtonLoading={isSubmitting}
        toast={state.isValid ? undefined : stepMessageText(form)}
      />
      <SubmitErrorDrawer failure={failure} onClose={clearFailure} />
    </>
  );
}
