import type { GenerateOtpResponse } from '@ferry/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/api-error.js';
import { generateOtp } from '../../api/auth/generate-otp.js';
import { messageForError } from '../../api/error-messages.js';
import { useStartupParams } from '../../api/startup/startup-params.js';
import { BotCheckError } from './bot-check/produce-token.js';
import { useBotCheck } from './bot-check/use-bot-check.js';
import { CLIENT_ID } from './login-state.js';
import { t } from '../../i18n/i18n.js';

/** A failure the shell already shows as an alert (rate limit, network) opens no drawer. */
function drawerMessageFor(error: unknown): string | null {
  if (error instanceof BotCheckError) return t('auth.botCheck.failed');
  if (isApiError(error) && (error.status === 429 || error.status === 0)) return null;
  return messageForError(error);
}

/** Generate OTP behind the invisible bot check; a failure resets the check (spec 000 section 8). */
export function useSendCode() {
  const { apiKey } = useStartupParams();
  const botCheck = useBotCheck();
  const { mutateAsync: send, isPending: isSending } = useMutation({
    mutationFn: async (email: string) => generateOtp({ apiKey, clientId: CLIENT_ID, email }, await botCheck.takeToken()),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const sendCode = useCallback(
    async (email: string): Promise<GenerateOtpResponse | null> => {
      setFailure(null);
      try {
        return await send(email);
      } catch (error) {
        botCheck.reset();
        setFailure(drawerMessageFor(error));
        return null;
      }
    },
    [botCheck, send],
  );

  return { sendCode, isSending, failure, clearFailure: () => setFailure(null) };
}
