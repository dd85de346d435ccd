import { TERMS_VERSION } from '@ferry/contracts';
import type { ReactNode } from 'react';
import { Header } from '../../layout/header.js';
import { paths } from '../../config/paths.js';
import { Link } from '../../routing/index.js';
import { buttonClassName } from '../../ui/button.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { t } from '../../i18n/i18n.js';
import styles from './info-pages.module.css';

/** One section of an information page: a heading, then its paragraphs and lists. */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The frame of Ferry's own information pages (terms, privacy, support, ...): the title, an
 * optional lead (version, sandbox note), the sections, and the way back to the app.
 */
export function InfoPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Header title={title} />
      <ScreenBody>
        <article className={styles.article}>
          {lead && <div className={styles.lead}>{lead}</div>}
          {children}
          <Link to={paths.exchange} className={buttonClassName({ size: 'lg', fullWidth: true })}>
            {t('info.backHome')}
          </Link>
        </article>
      </ScreenBody>
    </>
  );
}

/** Marks text a lawyer must review before a production deployment uses it. */
export function SandboxLegalNote() {
  return <p className={styles.sandboxNote}>{t('info.sandboxNote')}</p>;
}

/** The version line of the terms and the privacy policy. */
export function VersionLine() {
  return <p>{t('info.version', { version: TERMS_VERSION })}</p>;
}
