import type { InfoLinks } from '@ferry/contracts';
import { useInfoLinks } from '../../api/startup/info-links.js';
import { ExternalIcon } from '../../ui/icons.js';
import styles from './menu.module.css';

const LINKS: ReadonlyArray<{ label: string; link: Exclude<keyof InfoLinks, 'supportContact'> }> = [
  { label: 'Support', link: 'support' },
  { label: 'Privacy Policy', link: 'privacyPolicy' },
  { label: 'Terms of Service', link: 'termsOfService' },
  { label: 'Add Ferry to your business', link: 'business' },
];

/** Ferry's own pages, each in a new tab (spec 001 section 2 "Menu"). */
export function MenuLinks() {
  const links = useInfoLinks();
  return (
    <ul className={styles.links}>
      {LINKS.map((link) => (
        <li key={link.label}>
          <a className={styles.link} href={links[link.link]} target="_blank" rel="noopener noreferrer">
            {link.label}
            <ExternalIcon width={16} height={16} aria-label="opens in a new tab" />
          </a>
        </li>
      ))}
    </ul>
  );
}
