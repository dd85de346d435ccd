import { useEffect, useState } from 'react';
import { ApiEvent, onApiEvent } from '../../api/api-events.js';
import { ERROR_MESSAGES } from '../../i18n/error-messages.js';
import { t } from '../../i18n/i18n.js';
import { isUserFetch } from '../../api/user/get-user.js';
import { paths } from '../../config/paths.js';
import { ErrorPopup } from '../../layout/error-popup.js';

type Alert = 'logout' | 'userLogout' | 'rateLimited' | 'network';

/** Each alert's popup, worded when it shows. */
const ALERTS: Record<Alert, () => { title: string; message: string; to?: string }> = {
  logout: () => ({ title: t('app.alert.sessionExpired'), message: ERROR_MESSAGES.sessionExpired, to: paths.exchange }),
  userLogout: () => ({ title: t('app.alert.sessionExpired'), message: ERROR_MESSAGES.loginExpired, to: paths.loginEmail }),
  rateLimited: () => ({ title: t('app.alert.rateLimited'), message: ERROR_MESSAGES.rateLimited }),
  network: () => ({ title: t('app.alert.offline'), message: ERROR_MESSAGES.network }),
};

/**
 * Alerts for the window events the API client raises (spec 001 section 8). A 401 goes to the
 * exchange, except a 401 on the user fetch, which goes to the e-mail login (spec 001 section 4
 * "User record"); the calls failing beside it in the same moment do not send the user elsewhere.
 * The browser going offline shows the network message too.
 */
export function ApiEventAlerts() {
  const [alert, setAlert] = useState<Alert | null>(null);

  useEffect(() => {
    const stops = [
      onApiEvent(ApiEvent.logout, ({ path }) =>
        setAlert((shown) =>
          shown === 'userLogout' ? shown : isUserFetch(path) ? 'userLogout' : 'logout',
        ),
      ),
      onApiEvent(ApiEvent.rateLimited, () => setAlert('rateLimited')),
      onApiEvent(ApiEvent.networkError, () => setAlert('network')),
    ];
    // The browser knows it is offline before any call fails: say so at once (spec 001 section 8).
    const showOffline = () => setAlert((shown) => shown ?? 'network');
    if (!navigator.onLine) showOffline();
    window.addEventListener('offline', showOffline);
    return () => {
      stops.forEach((stop) => stop());
      window.removeEventListener('offline', showOffline);
    };
  }, []);

  if (!alert) return null;
  return <ErrorPopup {...ALERTS[alert]()} onButtonClick={() => setAlert(null)} />;
}
