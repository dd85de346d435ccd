import type { InfoLinks } from '@ferry/contracts';
import { useInfoLinks } from '../../api/startup/info-links.js';
import { ExternalIcon } from './menu-icons.js';
import styles from './menu.module.css';
import { t } from '../../i18n/i18n.js';

const LINKS: ReadonlyArray<Exclude<keyof InfoLinks, 'supportContact'>> = ['support', 'privacyPolicy', 'termsOfService', 'business'];

/** Ferry's own pages, each in a new tab (spec 001 section 2 "Menu"). */
export function MenuLinks() {
  const links = useInfoLinks();
  return (
    <ul className={styles.links}>
      {LINKS.map((link) => (
        <li key={link}>
          <a className={styles.link} href={links[link]} target="_blank" rel="noopener noreferrer">
            {t(`menu.link.${link}`)}
            <ExternalIcon width={16} height={16} aria-label={t('menu.newTab')} />
          </a>
        </li>
      ))}
    </ul>
  );
}
