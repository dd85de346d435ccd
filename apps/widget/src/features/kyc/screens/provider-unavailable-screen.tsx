import { Link } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { ToolIcon } from '../components/screen-icons.js';
import styles from '../../../forms/forms.module.css';
import { t } from '../../../i18n/i18n.js';

/**
 * KYC provider unavailable (spec 000 section 8): 'User Maintenance: Sorry, our KYC provider is under
 * maintenance. …' as a title and its message, and the way back.
 */
export function ProviderUnavailableScreen() {
  return (
    <>
      <Header title={t('kyc.title')} back="history" />
      <ScreenBody>
        <div className={styles.screen} role="alert">
          <span className={styles.screenIcon}>
            <ToolIcon />
          </span>
          <h2 className={styles.screenTitle}>{t('kyc.maintenance.title')}</h2>
          <p className={styles.screenText}>{t('kyc.maintenance.text')}</p>
          <Link to={paths.exchange} className={styles.screenText}>
            {t('kyc.maintenance.back')}
          </Link>
        </div>
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
