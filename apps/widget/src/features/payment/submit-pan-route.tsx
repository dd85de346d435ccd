import { checkPan, normalisePanInput, PAN_LENGTH } from '@ferry/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../routing/index.js';
import { messageForError } from '../../api/error-messages.js';
import { FIELD_CHECK_TEXTS } from '../../i18n/form-messages.js';
import { verifyPan } from '../../api/payments/payment-calls.js';
import { USER_QUERY_KEY } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { Field } from '../../ui/field.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { styles } from './styles.js';
import { Page } from '../../ui/page.js';
import { t } from '../../i18n/i18n.js';

export const PAN_SUCCESS_REDIRECT_MS = 1800;

/** Submit PAN (spec 001 sections 2 and 5): one field; on success, confirm order after 1.8 s. */
export function SubmitPanRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pan, setPan] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [isVerified, setVerified] = useState(false);
  const verification = useMutation({
    mutationFn: verifyPan,
    onSuccess: () => {
      setVerified(true);
      return queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const submit = async () => {
    const check = checkPan(pan);
    if (!check.ok) {
      if (pan.length === PAN_LENGTH) setFieldError(FIELD_CHECK_TEXTS[check.problem]);
      else {
        setToast(FIELD_CHECK_TEXTS[check.problem]);
        setTimeout(() => setToast(null), 2000);
      }
      return;
    }
    try {
      await verification.mutateAsync(check.value);
      timer.current = setTimeout(() => void navigate(paths.confirmOrder, { replace: true }), PAN_SUCCESS_REDIRECT_MS);
    } catch (error) {
      setFieldError(messageForError(error));
    }
  };

  return (
    <>
      <Header title={t('payment.pan.title')} back="history" />
      <ScreenBody>
        <Page>
          <p className={styles.note}>{t('payment.pan.why')}</p>
          <Field
            label={t('payment.pan.field')}
            value={pan}
            maxLength={PAN_LENGTH}
            autoComplete="off"
            placeholder="ABCDE1234F"
            error={fieldError}
            onChange={(event) => {
              setPan(normalisePanInput(event.target.value));
              setFieldError(null);
            }}
          />
          {isVerified && <p role="status">{t('payment.pan.verified')}</p>}
        </Page>
      </ScreenBody>
      <StickyFooter buttonText={t('payment.pan.submit')} toast={toast ?? undefined} onButtonClick={() => void submit()} isButtonLoading={verification.isPending} isButtonDisabled={isVerified} />
    </>
  );
}
