import { t } from '../../../i18n/i18n.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Button } from '../../../ui/button.js';
import styles from '../stream.module.css';


/** 'How it works' (spec 001 section 2): the three steps, closed with 'Okay' (Ferry has no video to show yet). */
export function HowItWorksDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <BottomDrawer isOpen={isOpen} title={t('stream.howItWorks.title')} onClose={onClose} hasCloseButton>
      <div className={styles.drawerBody}>
        <ol className={styles.steps}>
          {[t('stream.howItWorks.step1'), t('stream.howItWorks.step2'), t('stream.howItWorks.step3')].map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <Button size="lg" fullWidth onClick={onClose}>
          {t('stream.howItWorks.okay')}
        </Button>
      </div>
    </BottomDrawer>
  );
}
