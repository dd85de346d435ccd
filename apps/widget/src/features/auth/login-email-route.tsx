import { checkLoginEmail, type LoginEmailError } from '@ferry/rules';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../routing/index.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { sessionStore, useSessionValue } from '../../stores/session-store.js';
import { useWidgetQuery } from '../../stores/widget-query.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './auth.module.css';
import { Field } from '../../ui/field.js';
import type { OtpScreenState } from './login-state.js';
import { useSendCode } from './use-send-code.js';
import { t } from '../../i18n/i18n.js';

function emailErrorText(error: LoginEmailError): string {
  return error === 'REQUIRED' ? t('forms.field.required') : t('auth.email.invalid');
}

const FORM_ID = 'login-email-form';

/** Enter Your Email (spec 000 sections 2 and 5): one field, Continue and an invisible bot check. */
export function LoginEmailRoute() {
  const navigate = useNavigate();
  const queryEmail = useWidgetQuery().email;
  const storedEmail = useSessionValue('email');
  const [email, setEmail] = useState(
    () => storedEmail ?? checkLoginEmail(queryEmail ?? '').email ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const { sendCode, isSending, failure, clearFailure } = useSendCode();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkLoginEmail(email);
    if (checked.error) {
      setError(emailErrorText(checked.error));
      return;
    }
    setError(null);
    setEmail(checked.email);
    const answer = await sendCode(checked.email);
    if (!answer) return;
    sessionStore.set('email', answer.email);
    const state: OtpScreenState = {
      email: answer.email,
      stateToken: answer.stateToken,
      isTncAccepted: answer.isTncAccepted,
    };
    void navigate(paths.loginOtp, { state });
  };

  return (
    <>
      <Header title={t('auth.email.title')} back="history" />
      <ScreenBody>
        <form
          id={FORM_ID}
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p className={styles.intro}>{t('auth.email.intro')}</p>
          <Field
            label={t('auth.email.label')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('auth.email.placeholder')}
            autoFocus
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            onBlur={() => setEmail((value) => value.trim())}
          />
        </form>
      </ScreenBody>
      <StickyFooter onButtonClick={() => void submit()} isButtonLoading={isSending} />
      <ErrorDrawer isOpen={failure !== null} message={failure ?? ''} onClose={clearFailure} inputs={[{ label: t('auth.drawer.email'), value: email }]} />
    </>
  );
}
