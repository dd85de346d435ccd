import { useEffect, useRef } from 'react';
import { CloseIcon } from './icons.js';
import { Overlay } from './overlay-root.js';
import { readThreeDsReturn } from './three-ds-message.js';
import { THREE_DS_FRAME_NAME } from './three-ds-return.js';
import styles from './three-ds-frame.module.css';
import { t } from '../i18n/i18n.js';

/**
 * The card issuer's 3D Secure challenge in a frame over the widget (spec 000 section 2), for
 * card and wallet payments alike: the widget never leaves its page. When the challenge ends the
 * frame posts the widget's return address (see three-ds-return.ts) and onComplete receives it;
 * closing the frame is leaving the challenge (onClose).
 */
export function ThreeDsFrame({ url, onComplete, onClose }: { url: string; onComplete: (path: string) => void; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onComplete, onClose });
  useEffect(() => {
    handlers.current = { onComplete, onClose };
  });
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const path = readThreeDsReturn(event, frame.current?.contentWindow ?? null, window.location.origin);
      if (path) handlers.current.onComplete(path);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <Overlay>
      <div className={styles.backdrop}>
        <section role="dialog" aria-modal="true" aria-label={t('ui.threeDs.name')} className={styles.sheet}>
          <header className={styles.header}>
            <h2 className={styles.title}>{t('ui.threeDs.title')}</h2>
            <button type="button" className={styles.close} aria-label={t('ui.threeDs.close')} onClick={() => handlers.current.onClose()}>
              <CloseIcon />
            </button>
          </header>
          <iframe ref={frame} name={THREE_DS_FRAME_NAME} title={t('ui.threeDs.name')} src={url} className={styles.frame} />
        </section>
      </div>
    </Overlay>
  );
}
