import { useEffect } from 'react';
import { Link, useRouteError } from '../../routing/index.js';
import { paths } from '../../config/paths.js';
import { t } from '../../i18n/i18n.js';
import { buttonClassName } from '../../ui/button.js';
import { AlertIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { WidgetFrame } from '../../ui/widget-frame.js';
import styles from './status-screen.module.css';

/** Shown when a screen fails to render (spec 001 section 8). */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Ferry widget failed to render', error);
    void import('../../error-tracking/error-tracking.js').then(({ reportError }) => reportError(error, { phase: 'render' }));
  }, [error]);

  return (
    <WidgetFrame>
      <ScreenBody isCentered>
        <div className={`${styles.content} ${styles.danger}`}>
          <span className={styles.icon}>
            <AlertIcon width={30} height={30} />
          </span>
          <h1 className={styles.heading}>{t('app.errorScreen.title')}</h1>
          <div className={styles.actions}>
            {/* A full load: whatever broke in this page's state goes with it. */}
            <Link to={paths.exchange} reloadDocument className={buttonClassName({ size: 'lg', fullWidth: true })}>
              {t('app.errorScreen.home')}
            </Link>
          </div>
        </div>
      </ScreenBody>
    </WidgetFrame>
  );
}
