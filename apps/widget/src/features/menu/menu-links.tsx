import { EXTERNAL_LINKS } from '../../config/external-links.js';
import { ExternalIcon } from '../../ui/icons.js';
import styles from './menu.module.css';

const LINKS = [
  { label: 'Support', href: EXTERNAL_LINKS.support },
  { label: 'Privacy Policy', href: EXTERNAL_LINKS.privacyPolicy },
  { label: 'Terms of Service', href: EXTERNAL_LINKS.termsOfService },
  { label: 'Add Ferry to your business', href: EXTERNAL_LINKS.business },
] as const;

/** Ferry's own pages, each in a new tab (spec 001 section 2 "Menu"). */
export function MenuLinks() {
  return (
    <ul className={styles.links}>
      {LINKS.map((link) => (
        <li key={link.label}>
          <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <ExternalIcon width={16} height={16} aria-label="opens in a new tab" />
          </a>
        </li>
      ))}
    </ul>
  );
}
