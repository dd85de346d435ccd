import { Header } from '../../layout/header.js';
import { useInfoLinks } from '../../api/startup/info-links.js';
import { AlertIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './info-pages.module.css';
import text from '../../ui/text.module.css';
import { t } from '../../i18n/i18n.js';

/** Where a scam referrer's visitors land (spec 000 section 4, 001 section 2); nothing else is offered. */
export function ScamWarningRoute() {
  const links = useInfoLinks();
  return (
    <>
      <Header title={t('info.scam.headerTitle')} hideMenu />
      <ScreenBody isCentered>
        <span className={`${styles.icon} ${styles.danger}`}>
          <AlertIcon width={30} height={30} />
        </span>
        <h2 className={text.screenHeading}>{t('info.scam.title')}</h2>
        <p className={styles.text}>{t('info.scam.text')}</p>
        <div className={styles.notice}>
          <p>
            {t('info.scam.guideBefore')}
            <a href={links.cryptoScamsGuide} target="_blank" rel="noopener noreferrer">
              {t('info.scam.guideLink')}
            </a>
            {t('info.scam.guideAfter')}
          </p>
          <p>
            {t('info.scam.mistakeBefore')}
            <a href={links.compliance} target={links.compliance.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer">
              {t('info.scam.complianceLink')}
            </a>
            {t('info.scam.mistakeAfter')}
          </p>
        </div>
      </ScreenBody>
    </>
  );
}
