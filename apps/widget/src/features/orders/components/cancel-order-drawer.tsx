import { checkCancelReason } from '@ferry/rules';
import { useState } from 'react';
import { FIELD_CHECK_TEXTS } from '../../../i18n/form-messages.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
import { t } from '../../../i18n/i18n.js';
import styles from '../orders.module.css';

/** Cancel with a reason (spec 001 sections 4 and 5): the reason is required. */
export function CancelOrderDrawer({ isOpen, isCancelling, onCancel, onClose }: { isOpen: boolean; isCancelling: boolean; onCancel: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const check = checkCancelReason(reason);
    if (!check.ok) setError(FIELD_CHECK_TEXTS[check.problem]);
    else onCancel(check.value);
  };
  return (
    <BottomDrawer isOpen={isOpen} onClose={onClose} title={t('orders.cancel.title')} hasCloseButton>
      <div className={styles.drawerBody}>
        <Field
          label={t('orders.cancel.reason')}
          value={reason}
          maxLength={500}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <Button fullWidth color="error" isLoading={isCancelling} onClick={confirm}>
          {t('orders.details.cancelButton')}
        </Button>
      </div>
    </BottomDrawer>
  );
}
