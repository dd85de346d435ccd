import { type PaymentMethodId, type StreamFlowType, TOAST_MS } from '@ferry/contracts';
import { streamSettingsMethod } from '@ferry/rules';
import { useEffect, useState } from 'react';
import { useSaveStreamSettings } from '../../../api/stream/save-stream-settings.js';
import { t } from '../../../i18n/i18n.js';

export type WithdrawalDetails = { fiatCurrency: string; paymentMethod: PaymentMethodId; bankId?: string | undefined; cardId?: string | undefined };

/**
 * Saves the withdrawal details (spec 001 section 4): PUT when a stream payment method exists,
 * else POST; then 'Withdrawal details saved' or 'Withdrawal details updated' shows for 2 s and
 * onSaved runs.
 */
export function useSaveWithdrawalDetails({ partnerApiKey, flowType, savedPaymentMethod, onSaved }: {
  partnerApiKey: string;
  flowType: StreamFlowType;
  savedPaymentMethod: string | null;
  onSaved: (isUpdate: boolean) => void;
}) {
  const save = useSaveStreamSettings();
  const [toast, setToast] = useState<{ text: string; isUpdate: boolean } | null>(null);
  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => onSaved(toast.isUpdate), TOAST_MS);
    return () => clearTimeout(timer);
    // onSaved is the caller's navigation; the timer runs once per toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast]);
  const submit = (details: WithdrawalDetails) => {
    const method = streamSettingsMethod({ paymentMethod: savedPaymentMethod });
    const body = {
      partnerApiKey,
      flowType,
      fiatCurrency: details.fiatCurrency,
      paymentMethod: details.paymentMethod,
      ...(details.cardId ? { cardId: details.cardId } : { bankId: details.bankId }),
    };
    save.mutate(
      { method, body },
      { onSuccess: () => setToast({ text: method === 'PUT' ? t('stream.terms.updated') : t('stream.terms.saved'), isUpdate: method === 'PUT' }) },
    );
  };
  return { submit, toast: toast?.text, isSaving: save.isPending || toast !== null, error: save.error, reset: save.reset };
}
