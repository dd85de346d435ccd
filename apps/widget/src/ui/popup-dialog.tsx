import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AlertIcon, CloseIcon, InfoIcon } from './icons.js';
import { Overlay } from './overlay-root.js';
import styles from './popup.module.css';
import { useModal } from './use-modal.js';
import { t } from '../i18n/i18n.js';

export interface PopupProps {
  title?: string;
  message?: ReactNode;
  tone?: 'error' | 'info';
  /** Buttons; a popup without any blocks the widget until the page is reloaded. */
  actions?: ReactNode;
  /** Adds a close cross and Escape; omitted for popups the user must answer. */
  onDismiss?: () => void;
}

/** A modal message over the widget card (loaded through ui/popup.tsx). */
export function PopupDialog({ title, message, tone = 'error', actions, onDismiss }: PopupProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const firstButton = dialog?.querySelector<HTMLElement>(
      '[data-popup-actions] button, [data-popup-actions] a',
    );
    (firstButton ?? dialog)?.focus();
  }, []);
  useModal(dialogRef);

  return (
    <Overlay>
      <div className={[styles.backdrop, tone === 'info' ? styles.info : ''].join(' ')}>
        <dialog
          ref={dialogRef}
          open
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : typeof message === 'string' ? message : t('ui.message')}
          aria-describedby={message ? messageId : undefined}
          tabIndex={-1}
          className={styles.popup}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onDismiss) onDismiss();
          }}
        >
          {onDismiss && (
            <button type="button" className={styles.close} aria-label={t('ui.close')} onClick={onDismiss}>
              <CloseIcon />
            </button>
          )}
          <span className={styles.icon}>
            {tone === 'info' ? (
              <InfoIcon width={26} height={26} />
            ) : (
              <AlertIcon width={26} height={26} />
            )}
          </span>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {message && (
            <p id={messageId} className={styles.message}>
              {message}
            </p>
          )}
          {actions && (
            <div className={styles.actions} data-popup-actions>
              {actions}
            </div>
          )}
        </dialog>
      </div>
    </Overlay>
  );
}
