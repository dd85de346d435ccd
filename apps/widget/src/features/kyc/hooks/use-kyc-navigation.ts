import type { KycFormId, KycSession } from '@ferry/contracts';
import { Quote } from '@ferry/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../../../routing/index.js';
import { kycFormsQueryOptions } from '../../../api/kyc/get-kyc-forms.js';
import { USER_QUERY_KEY } from '../../../api/user/get-user.js';
import { WAITING_FOR_KYC_STATE } from '../../../layout/location-state.js';
import { paths } from '../../../config/paths.js';
import { sessionStore } from '../../../stores/session-store.js';
import { kycFormPath, pathAfterKyc } from '../model/after-kyc.js';
import { useKycFormsParams } from '../model/kyc-params.js';
import { saveKycSession } from '../model/stored-kyc.js';

/**
 * Moving through the forms (spec 000 section 4 "KYC forms"): each submit refreshes the form list
 * and the first form left is next; after the last one the user is refetched and the flow moves on.
 */
export function useKycNavigation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useKycFormsParams();

  const finish = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    const hasQuote = Quote.safeParse(sessionStore.get('quote')).success;
    void navigate(pathAfterKyc({ hasQuote }), { replace: true });
  }, [navigate, queryClient]);

  const goToFirst = useCallback(
    async (session: KycSession) => {
      const first = session.forms[0];
      if (first) void navigate(kycFormPath(first.id));
      else await finish();
    },
    [finish, navigate],
  );

  const refreshAndContinue = useCallback(async () => {
    const options = kycFormsQueryOptions(params);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    const session = await queryClient.fetchQuery(options);
    saveKycSession(session);
    await goToFirst(session);
  }, [goToFirst, params, queryClient]);

  /** Intro screens send nothing: the next form of the same list follows. */
  const skipPast = useCallback(
    async (session: KycSession, formId: KycFormId) => {
      const next = session.forms[session.forms.findIndex((form) => form.id === formId) + 1];
      if (next) void navigate(kycFormPath(next.id));
      else await refreshAndContinue();
    },
    [navigate, refreshAndContinue],
  );

  const toProfile = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    void navigate(paths.profile, { replace: true, state: WAITING_FOR_KYC_STATE });
  }, [navigate, queryClient]);

  return { finish, goToFirst, refreshAndContinue, skipPast, toProfile };
}
