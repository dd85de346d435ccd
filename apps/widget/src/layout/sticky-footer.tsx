import { FOOTER_BUTTON_DEBOUNCE_MS } from '@ferry/contracts';
import type { ReactNode } from 'react';
import { usePartner } from '../api/startup/get-partner.js';
import { useInfoLinks } from '../api/startup/info-links.js';
import { t } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { FerryMark } from '../ui/icons.js';
import { Toast } from '../ui/toast.js';
import styles from './sticky-footer.module.css';
import { useLeadingClick } from './use-leading-click.js';

export interface StickyFooterProps {
  /** Without it the footer has no call-to-action button. */
  onButtonClick?: () => void;
  buttonText?: string;
  isButtonDisabled?: boolean;
  isButtonLoading?: boolean;
  /** true shows the default text, 'Please accept Terms and Conditions'. */
  toast?: boolean | string;
  /** Shown above the button (terms, notes). */
  children?: ReactNode;
}

/** The bottom of a screen: its call to action and the 'Powered by' link (spec 001 section 2). */
export function StickyFooter({
  onButtonClick,
  buttonText,
  isButtonDisabled,
  isButtonLoading,
  toast,
  children,
}: StickyFooterProps) {
  const isPoweredByRemoved = usePartner().data?.removePoweredBy ?? false;
  const links = useInfoLinks();
  const click = useLeadingClick(onButtonClick, FOOTER_BUTTON_DEBOUNCE_MS);
  const toastText = toast === true ? t('layout.footer.acceptTerms') : toast || undefined;

  return (
    <footer className={styles.footer}>
      {toastText && (
        <div className={styles.toast}>
          <Toast message={toastText} />
        </div>
      )}
      {children}
      {onButtonClick && (
        <Button size="lg" fullWidth onClick={click} disabled={isButtonDisabled} isLoading={isButtonLoading}>
          {buttonText ?? t('layout.footer.continue')}
        </Button>
      )}
      {!isPoweredByRemoved && (
        <a className={styles.poweredBy} href={links.about} target="_blank" rel="noopener noreferrer">
          {t('layout.footer.poweredBy')}
          <span className={styles.brand}>
            <FerryMark width={16} height={16} />
            Ferry
          </span>
        </a>
      )}
    </footer>
  );
}
