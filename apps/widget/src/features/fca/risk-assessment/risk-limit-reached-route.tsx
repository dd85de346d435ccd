import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { buttonClassName } from '../../../ui/button.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { ErrorIcon } from '../components/result-icons.js';
import styles from '../fca.module.css';
import text from '../../../ui/text.module.css';

/** Limit reached (spec 001 section 2): 'Account Locked', attempts exhausted, contact the help centre. */
export function RiskLimitReachedRoute() {
  const links = useInfoLinks();
  return (
    <>
      <Header title={t('fca.risk.title')} back={{ to: '/' }} />
      <ScreenBody>
        <div className={styles.centered}>
          <ErrorIcon />
          <h2 className={text.screenHeading}>{t('fca.risk.lockedHeading')}</h2>
          <p className={text.body}>{t('fca.risk.lockedText')}</p>
          <p className={text.body}>{t('fca.risk.lockedHelp')}</p>
          <a className={buttonClassName({ size: 'lg', fullWidth: true })} href={links.support} target="_blank" rel="noopener noreferrer">
            {t('fca.risk.helpCentre')}
          </a>
        </div>
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
