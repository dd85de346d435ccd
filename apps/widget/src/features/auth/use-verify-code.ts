import { ErrorCode, Quote } from '@ferry/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/api-error.js';
import { verifyOtp } from '../../api/auth/verify-otp.js';
import { messageForError } from '../../api/error-messages.js';
import { useStartupParams } from '../../api/startup/startup-params.js';
import { kycFormsQueryOptions } from '../../api/kyc/get-kyc-forms.js';
import { userQueryOptions } from '../../api/user/get-user.js';
import { sessionStore } from '../../stores/session-store.js';
import { CLIENT_ID } from './login-state.js';

export type VerifyOutcome = 'signed-in' | 'terms-required' | 'failed';

type VerifyInput = { email: string; otp: string; stateToken: string; isTncAccepted: boolean };

/** How long the KYC form list loaded at sign-in waits for confirm order to read it. */
const SIGN_IN_FORMS_KEEP_MS = 60_000;

/**
 * Verify OTP, then store the token and load the user and the KYC form list for the order
 * started (spec 000 section 4 "Sign-in" step 4), so confirm order routes without waiting.
 * A failed form list does not fail the sign-in: confirm order asks again.
 */
export function useVerifyCode() {
  const { apiKey } = useStartupParams();
  const queryClient = useQueryClient();
  const { mutateAsync: verify, isPending: isVerifying } = useMutation({
    mutationFn: async (input: VerifyInput) => {
      const { accessToken } = await verifyOtp({
        apiKey,
        clientId: CLIENT_ID,
        email: input.email,
        otp: input.otp,
        stateToken: input.stateToken,
        ...(input.isTncAccepted ? { isTncAccepted: true } : {}),
      });
      sessionStore.set('authToken', accessToken);
      const quoteId = Quote.safeParse(sessionStore.get('quote')).data?.quoteId;
      await Promise.all([
        queryClient.fetchQuery(userQueryOptions({ apiKey, isEnabled: true })),
        queryClient.prefetchQuery({ ...kycFormsQueryOptions({ metadata: { quoteId } }), gcTime: SIGN_IN_FORMS_KEEP_MS }),
      ]);
    },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const verifyCode = useCallback(
    async (input: VerifyInput): Promise<VerifyOutcome> => {
      setFailure(null);
      try {
        await verify(input);
        return 'signed-in';
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.TNC_REQUIRED) return 'terms-required';
        if (!(isApiError(error) && (error.status === 429 || error.status === 0)))
          setFailure(messageForError(error));
        return 'failed';
      }
    },
    [verify],
  );

  return { verifyCode, isVerifying, failure, clearFailure: () => setFailure(null) };
}
