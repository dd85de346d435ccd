import { DRAWER_CLOSE_DELAY_MS, DRAWER_OPEN_DELAY_MS } from '@ferry/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.js';
import { Overlay } from './overlay-root.js';
import styles from './bottom-drawer.module.css';
import { useModal } from './use-modal.js';
import { t } from '../i18n/i18n.js';

type Phase = 'closed' | 'opening' | 'open' | 'closing';

export interface BottomDrawerProps {
  isOpen: boolean;
  title?: string;
  /** Closing by the overlay and the close button; without it the drawer closes only from inside. */
  onClose?: () => void;
  /** Shows the close button (needs onClose). */
  hasCloseButton?: boolean;
  children: ReactNode;
}

/**
 * A sheet sliding up over the screen with an overlay. It opens 10 ms after mounting, so the
 * slide animates, and unmounts 300 ms after closing, once the slide out has ended (spec 001 section 9).
 */
export function BottomDrawerSheet({
  isOpen,
  title,
  onClose,
  hasCloseButton = false,
  children,
}: BottomDrawerProps) {
  const [phase, setPhase] = useState<Phase>(isOpen ? 'opening' : 'closed');
  const titleId = useId();

  if (isOpen && (phase === 'closed' || phase === 'closing')) setPhase('opening');
  if (!isOpen && (phase === 'open' || phase === 'opening')) setPhase('closing');

  useEffect(() => {
    if (phase === 'opening') {
      const timer = setTimeout(() => setPhase('open'), DRAWER_OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('closed'), DRAWER_CLOSE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === 'closed') return null;
  return (
    <Overlay>
      <DrawerLayer
        phase={phase}
        title={title}
        titleId={titleId}
        onClose={onClose}
        hasCloseButton={hasCloseButton}
      >
        {children}
      </DrawerLayer>
    </Overlay>
  );
}

/** The drawer while it shows: a modal dialog (ui/use-modal.ts) that Escape closes when it may be closed. */
function DrawerLayer({
  phase,
  title,
  titleId,
  onClose,
  hasCloseButton,
  children,
}: Omit<BottomDrawerProps, 'isOpen'> & { phase: Phase; titleId: string }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModal(dialogRef, layerRef);
  return (
    <div
      ref={layerRef}
      className={[styles.layer, phase === 'open' ? styles.open : ''].join(' ')}
      data-phase={phase}
    >
      <button
        type="button"
        className={styles.overlay}
        aria-label={t('ui.close')}
        tabIndex={-1}
        onClick={onClose}
        disabled={!onClose}
      />
      <dialog
        ref={dialogRef}
        open
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={styles.drawer}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose?.();
        }}
      >
        <div className={styles.grabber} />
        {(title || (hasCloseButton && onClose)) && (
          <div className={styles.heading}>
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {hasCloseButton && onClose && (
              <button type="button" className={styles.close} aria-label={t('ui.close')} onClick={onClose}>
                <CloseIcon width={18} height={18} />
              </button>
            )}
          </div>
        )}
        {children}
      </dialog>
    </div>
  );
}
