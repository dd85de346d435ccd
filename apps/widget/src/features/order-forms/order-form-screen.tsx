import type { OrderForm } from '@ferry/contracts';
import type { ReactNode } from 'react';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { DynamicForm } from '../../forms/dynamic-form.js';
import { clearDraft } from '../../forms/form-drafts.js';
import { SubmitErrorDrawer } from '../../forms/submit-error-drawer.js';
import { useFormState } from '../../forms/use-form-state.js';
import { useFormSubmit } from '../../forms/use-form-submit.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { Page } from '../../ui/page.js';
import { t } from '../../i18n/i18n.js';

type Props = {
  form: OrderForm;
  userId: string;
  step: { step: number; total: number };
  /** Shown above the form (bank details: the saved accounts). */
  before?: ReactNode;
  onSubmitted: (response: unknown) => Promise<void> | void;
};

const noPhoneField = () => undefined;

/**
 * An order form rendered by the KYC forms' engine, with the progress 'ORDER Step n/m' (spec 000
 * section 2). Continue stays disabled until every field is valid; a failed submit opens the drawer
 * with the message and the inputs sent (spec 001 section 8 "Billing address submit failure").
 */
export function OrderFormScreen({ form, userId, step, before, onSubmitted }: Props) {
  const state = useFormState(form, { userId, userData: undefined });
  const { submit, isSubmitting, failure, clearFailure } = useFormSubmit(form, { sessionKey: '', onPhoneError: noPhoneField });

  const send = async () => {
    if (!state.isValid) return;
    const sent = await submit(state.values);
    if (!sent) return;
    clearDraft(userId, form.id);
    await onSubmitted(sent.response);
  };

  const formDomId = `order-form-${form.id}`;
  return (
    <>
      <Header title={form.formName} back="history" progress={{ label: t('orderForms.progressLabel'), ...step }} />
      <ScreenBody>
        <Page>
          {before}
          <DynamicForm form={form} state={state} formId={formDomId} onSubmit={() => void send()} />
        </Page>
      </ScreenBody>
      <StickyFooter onButtonClick={() => void send()} isButtonDisabled={!state.isValid} isButtonLoading={isSubmitting} />
      <SubmitErrorDrawer failure={failure} onClose={clearFailure} />
    </>
  );
}
