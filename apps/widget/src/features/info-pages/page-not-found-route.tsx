import { Link, useSearchParams } from '../../routing/index.js';
import { Header } from '../../layout/header.js';
import { paths } from '../../config/paths.js';
import { buttonClassName } from '../../ui/button.js';
import { CompassIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './info-pages.module.css';
import text from '../../ui/text.module.css';

export const PAGE_NOT_FOUND_HEADER = 'Page Not Found';
export const PAGE_NOT_FOUND_DESCRIPTION = "Sorry, we couldn't find the page you were looking for.";

/** Page not found; the query parameters header and description replace its texts (spec 001 section 2). */
export function PageNotFoundRoute() {
  const [searchParams] = useSearchParams();
  const header = searchParams.get('header')?.trim() || PAGE_NOT_FOUND_HEADER;
  const description = searchParams.get('description')?.trim() || PAGE_NOT_FOUND_DESCRIPTION;

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
            Back to Home
          </Link>
        </div>
      </ScreenBody>
    </>
  );
}
