import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import styles from '../auth.module.css';

/** Acceptance of the terms of service and privacy policy (both version 1.1.0). */
export function TermsCheckbox({
  isChecked,
  onChange,
}: {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const links = useInfoLinks();
  return (
    <label className={styles.terms}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('auth.terms.before')}
        <a href={links.termsOfService} target="_blank" rel="noopener noreferrer">
          {t('auth.terms.termsOfService')}
        </a>
        {t('auth.terms.between')}
        <a href={links.privacyPolicy} target="_blank" rel="noopener noreferrer">
          {t('auth.terms.privacyPolicy')}
        </a>
      </span>
    </label>
  );
}
