import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  /** The heading shown; also the section's accessible name unless `label` is given. */
  title?: string;
  label?: string;
  children?: ReactNode;
}

/** A block of a screen on the surface colour, with an optional small-caps title. */
export function Section({ title, label, children }: SectionProps) {
  return (
    <section className={styles.section} aria-label={label ?? title}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}
