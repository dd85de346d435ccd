import { Link, useSearchParams } from '../../routing/index.js';
import { Header } from '../../layout/header.js';
import { paths } from '../../config/paths.js';
import { buttonClassName } from '../../ui/button.js';
import { CompassIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './info-pages.module.css';
import text from '../../ui/text.module.css';
import { t } from '../../i18n/i18n.js';

/** Page not found; the query parameters header and description replace its texts (spec 001 section 2). */
export function PageNotFoundRoute() {
  const [searchParams] = useSearchParams();
  const header = searchParams.get('header')?.trim() || t('info.notFound.title');
  const description = searchParams.get('description')?.trim() || t('info.notFound.text');

  return (
    <>
      <Header title="" />
      <ScreenBody isCentered>
        <span className={styles.icon}>
          <CompassIcon width={30} height={30} />
        </span>
        <h2 className={text.screenHeading}>{header}</h2>
        <p className={styles.text}>{description}</p>
        <div className={styles.actions}>
          <Link to={paths.exchange} className={buttonClassName({ size: 'lg', fullWidth: true })}>
            {t('info.backHome')}
          </Link>
        </div>
      </ScreenBody>
    </>
  );
}
