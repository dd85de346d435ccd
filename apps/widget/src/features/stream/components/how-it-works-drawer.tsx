import { STREAM_MESSAGES } from '../../../i18n/stream-messages.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Button } from '../../../ui/button.js';
import styles from '../stream.module.css';

const texts = STREAM_MESSAGES.howItWorks;

/** 'How it works' (spec 001 section 2): the three steps, closed with 'Okay' (Ferry has no video to show yet). */
export function HowItWorksDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <BottomDrawer isOpen={isOpen} title={texts.title} onClose={onClose} hasCloseButton>
      <div className={styles.drawerBody}>
        <ol className={styles.steps}>
          {texts.steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <Button size="lg" fullWidth onClick={onClose}>
          {texts.okay}
        </Button>
      </div>
    </BottomDrawer>
  );
}
