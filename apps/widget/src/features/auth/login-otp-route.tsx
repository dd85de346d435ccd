import { TOAST_MS } from '@ferry/contracts';
import { isOtpComplete, normaliseOtpInput } from '@ferry/rules';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from '../../routing/index.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { sessionStore } from '../../stores/session-store.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './auth.module.css';
import { Field } from '../../ui/field.js';
import { TermsCheckbox } from './components/terms-checkbox.js';
import { readOtpScreenState, type OtpScreenState } from './login-state.js';
import { nextStepAfterSignIn } from './next-step.js';
import { useSendCode } from './use-send-code.js';
import { useVerifyCode } from './use-verify-code.js';
import { t } from '../../i18n/i18n.js';

const FORM_ID = 'login-otp-form';

/** Verify Your Email (spec 000 sections 2 and 5): the numeric code, and the terms when they are required. */
export function LoginOtpRoute() {
  const state = readOtpScreenState(useLocation().state);
  if (!state) return <Navigate to={paths.loginEmail} replace />;
  return <LoginOtpScreen state={state} />;
}

function LoginOtpScreen({ state }: { state: OtpScreenState }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // Whether the terms still need accepting is decided at verify, where only the code's holder gets
  // an answer: the login answer is the same for every e-mail (it must not tell who has an account),
  // so a returning user who accepted them is not asked again (server TNC_REQUIRED shows the box).
  const [isTermsRequired, setIsTermsRequired] = useState(false);
  const [isTermsTicked, setIsTermsTicked] = useState(false);
  const [isToastShown, setIsToastShown] = useState(false);
  const [resent, setResent] = useState(false);
  const { verifyCode, isVerifying, failure, clearFailure } = useVerifyCode();
  const resend = useSendCode();

  useEffect(() => {
    if (!isToastShown) return;
    const timer = setTimeout(() => setIsToastShown(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [isToastShown]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!isOtpComplete(code)) {
      setCodeError(t('auth.code.invalid'));
      return;
    }
    if (isTermsRequired && !isTermsTicked) {
      setIsToastShown(true);
      return;
    }
    const outcome = await verifyCode({
      email: state.email,
      otp: code,
      stateToken: state.stateToken,
      isTncAccepted: isTermsTicked,
    });
    if (outcome === 'terms-required') {
      setIsTermsRequired(true);
      setIsToastShown(true);
    } else if (outcome === 'failed') {
      setCodeError(t('auth.code.invalid'));
    } else {
      void navigate(nextStepAfterSignIn({ hasQuote: sessionStore.get('quote') !== undefined }), {
        replace: true,
      });
    }
  };

  const sendAgain = async () => {
    const answer = await resend.sendCode(state.email);
    if (!answer) return;
    setResent(true);
    const next: OtpScreenState = {
      email: answer.email,
      stateToken: answer.stateToken,
      isTncAccepted: answer.isTncAccepted,
    };
    void navigate(paths.loginOtp, { replace: true, state: next });
  };

  return (
    <>
      <Header title={t('auth.code.title')} back={{ to: paths.loginEmail }} />
      <ScreenBody>
        <form
          id={FORM_ID}
          className={styles.form}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p className={styles.intro}>
            {t('auth.code.introBefore')}
            <strong>{state.email}</strong>
            {t('auth.code.introAfter')}
          </p>
          <Field
            label={t('auth.code.label')}
            inputClassName={styles.code}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(normaliseOtpInput(event.target.value));
              if (codeError) setCodeError(null);
            }}
          />
          <button
            type="button"
            className={styles.resend}
            disabled={resend.isSending}
            onClick={() => void sendAgain()}
          >
            {resend.isSending ? t('auth.code.resending') : t('auth.code.resend')}
          </button>
          {resent && (
            <p className={styles.note}>{t('auth.code.resent')}</p>
          )}
          {isTermsRequired && (
            <TermsCheckbox isChecked={isTermsTicked} onChange={setIsTermsTicked} />
          )}
        </form>
      </ScreenBody>
      <StickyFooter
        onButtonClick={() => void submit()}
        isButtonLoading={isVerifying}
        toast={isToastShown ? t('auth.terms.toast') : undefined}
      />
      <ErrorDrawer
        isOpen={failure !== null || resend.failure !== null}
        message={failure ?? resend.failure ?? ''}
        inputs={resend.failure !== null && failure === null ? [{ label: t('auth.drawer.email'), value: state.email }] : []}
        onClose={() => {
          clearFailure();
          resend.clearFailure();
        }}
      />
    </>
  );
}
