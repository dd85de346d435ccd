import { BottomDrawer } from '../ui/bottom-drawer.js';
import { Button } from '../ui/button.js';
import styles from './forms.module.css';
import { t } from '../i18n/i18n.js';

export type SubmittedInput = { name: string; value: string };

/** A failed form submit: the server's message with the inputs that were sent (spec 000 section 8). */
export function SubmitErrorDrawer({ failure, onClose }: { failure: { message: string; inputs: SubmittedInput[] } | null; onClose: () => void }) {
  return (
    <BottomDrawer isOpen={failure !== null} onClose={onClose} title={t('forms.submitFailure.title')}>
      <div className={styles.screen} role="alert">
        <p className={styles.screenText}>{failure?.message}</p>
        {failure && failure.inputs.length > 0 && (
          <dl className={styles.inputs} aria-label={t('forms.submitFailure.inputs')}>
            {failure.inputs.map((input) => (
              <div key={input.name}>
                <dt>{input.name}</dt>
                <dd>{input.value || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
        <Button size="lg" fullWidth onClick={onClose}>
          {t('forms.submitFailure.ok')}
        </Button>
      </div>
    </BottomDrawer>
  );
}
