import { checkCancelReason } from '@ferry/rules';
import { useState } from 'react';
import { FIELD_CHECK_TEXTS } from '../../../i18n/form-messages.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
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
    <BottomDrawer isOpen={isOpen} onClose={onClose} title="Cancel order" hasCloseButton>
      <div className={styles.drawerBody}>
        <Field
          label="Why do you want to cancel this order?"
          value={reason}
          maxLength={500}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <Button fullWidth color="error" isLoading={isCancelling} onClick={confirm}>
          Cancel Order
        </Button>
      </div>
    </BottomDrawer>
  );
}
