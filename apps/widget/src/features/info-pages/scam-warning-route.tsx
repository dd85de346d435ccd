import { Header } from '../../layout/header.js';
import { useInfoLinks } from '../../api/startup/info-links.js';
import { AlertIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './info-pages.module.css';
import text from '../../ui/text.module.css';

/** Where a scam referrer's visitors land (spec 000 section 4, 001 section 2); nothing else is offered. */
export function ScamWarningRoute() {
  const links = useInfoLinks();
  return (
    <>
      <Header hideMenu />
      <ScreenBody isCentered>
        <span className={`${styles.icon} ${styles.danger}`}>
          <AlertIcon width={30} height={30} />
        </span>
        <h2 className={text.screenHeading}>This website may be a scam</h2>
        <p className={styles.text}>
          The third-party website that sent you here has been identified as a potential scam. For your safety, Ferry has
          stopped this session.
        </p>
        <div className={styles.notice}>
          <p>
            Learn how to recognise and avoid fraud in{' '}
            <a href={links.cryptoScamsGuide} target="_blank" rel="noopener noreferrer">
              our guide to crypto scams
            </a>
            .
          </p>
          <p>
            Think this is a mistake? Contact{' '}
            <a href={links.compliance} target={links.compliance.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer">
              our compliance team
            </a>
            .
          </p>
        </div>
      </ScreenBody>
    </>
  );
}
