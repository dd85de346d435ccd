import { isSessionForAnotherEmail } from '@ferry/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiEvent, onApiEvent } from '../../api/api-events.js';
import { clearSession, useSignOut } from '../../api/auth/use-sign-out.js';
import { ERROR_MESSAGES } from '../../i18n/error-messages.js';
import { t } from '../../i18n/i18n.js';
import { useStartupParams } from '../../api/startup/startup-params.js';
import { isUserFetch, USER_QUERY_KEY, useUser } from '../../api/user/get-user.js';
import { paths } from '../../config/paths.js';
import { useWidgetQuery } from '../../stores/widget-query.js';
import { ErrorPopup } from '../../layout/error-popup.js';

/**
 * Session rules of spec 001 section 4 "User record": the user is loaded while a login is
 * stored; a 401 drops the cached user with the token, and a 401 on the user fetch itself clears
 * the session (ApiEventAlerts then sends the user to the e-mail login); an e-mail parameter that
 * differs from the signed-in user's ends the session and sends them to the e-mail login.
 */
export function SessionRules() {
  const queryClient = useQueryClient();
  const { apiKey } = useStartupParams();
  const { user } = useUser(apiKey);
  const queryEmail = useWidgetQuery().email;
  const signOut = useSignOut();
  const [isEnded, setIsEnded] = useState(false);

  useEffect(
    () =>
      onApiEvent(ApiEvent.logout, ({ path }) => {
        if (isUserFetch(path)) clearSession(queryClient);
        else queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (user && isSessionForAnotherEmail(queryEmail, user.email)) {
      void signOut().then(() => setIsEnded(true));
    }
  }, [user, queryEmail, signOut]);

  if (!isEnded) return null;
  return (
    <ErrorPopup
      title={t('app.alert.sessionExpired')}
      message={ERROR_MESSAGES.loginExpired}
      to={paths.loginEmail}
      onButtonClick={() => setIsEnded(false)}
    />
  );
}
