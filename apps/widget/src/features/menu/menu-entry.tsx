import type { ReactNode } from 'react';
import { Link, type To } from '../../routing/index.js';
import { Badge } from '../../ui/badge.js';
import { ChevronRightIcon } from '../../ui/icons.js';
import styles from './menu.module.css';

export interface MenuEntryProps {
  icon: ReactNode;
  label: string;
  description?: string;
  badge?: string;
  isCurrent?: boolean;
  /** A link when given, else a button running onClick. */
  to?: To;
  onClick?: () => void;
}

export function MenuEntry({ icon, label, description, badge, isCurrent, to, onClick }: MenuEntryProps) {
  const content = (
    <>
      <span className={styles.entryIcon}>{icon}</span>
      <span className={styles.entryText}>
        <span className={styles.entryLabel}>
          {label}
          {badge && <Badge>{badge}</Badge>}
        </span>
        {description && <span className={styles.entryDescription}>{description}</span>}
      </span>
      <ChevronRightIcon className={styles.chevron} />
    </>
  );
  return (
    <li>
      {to !== undefined ? (
        <Link to={to} className={styles.entry}>
          {content}
        </Link>
      ) : (
        <button type="button" className={styles.entry} aria-current={isCurrent || undefined} onClick={onClick}>
          {content}
        </button>
      )}
    </li>
  );
}
