import { useEffect, useState } from 'react';
import { ApiEvent, onApiEvent } from '../../api/api-events.js';
import { ERROR_MESSAGES } from '../../api/error-messages.js';
import { paths } from '../../config/paths.js';
import { ErrorPopup } from './error-popup.js';

type Alert = 'logout' | 'rateLimited' | 'network';

const ALERTS: Record<Alert, { title: string; message: string }> = {
  logout: { title: 'Session expired', message: ERROR_MESSAGES.sessionExpired },
  rateLimited: { title: 'Too many requests', message: ERROR_MESSAGES.rateLimited },
  network: { title: 'No connection', message: ERROR_MESSAGES.network },
};

/** Alerts for the window events the API client raises (spec 001 section 8). */
export function ApiEventAlerts() {
  const [alert, setAlert] = useState<Alert | null>(null);

  useEffect(() => {
    const stops = [
      onApiEvent(ApiEvent.logout, () => setAlert('logout')),
      onApiEvent(ApiEvent.rateLimited, () => setAlert('rateLimited')),
      onApiEvent(ApiEvent.networkError, () => setAlert('network')),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  if (!alert) return null;
  return (
    <ErrorPopup
      {...ALERTS[alert]}
      to={alert === 'logout' ? paths.exchange : undefined}
      onButtonClick={() => setAlert(null)}
    />
  );
}
