import type { CryptoCurrency } from '@ferry/contracts';
import { TOAST_MS } from '@ferry/contracts';
import { useEffect, useState } from 'react';
import { messageForError } from '../../../api/error-messages.js';
import { useRefundWallets, useSaveRefundWallet } from '../../../api/stream/refund-wallets.js';
import { t } from '../../../i18n/i18n.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Button } from '../../../ui/button.js';
import { Field } from '../../../ui/field.js';
import { Toast } from '../../../ui/toast.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';


function RefundForm({ crypto, saved, savedTag, onDone }: { crypto: CryptoCurrency; saved: string; savedTag: string; onDone: (isEmpty: boolean) => void }) {
  const [address, setAddress] = useState(saved);
  const [tag, setTag] = useState(savedTag);
  const save = useSaveRefundWallet();
  const extra = crypto.addressAdditionalData;
  const isEmpty = address.trim() === '';
  const submit = () =>
    save.mutate(
      {
        cryptoCurrency: crypto.symbol,
        network: crypto.network.name,
        walletAddress: address.trim(),
        ...(extra && tag.trim() ? { addressAdditionalData: { name: extra.name, display_name: extra.display_name, value: tag.trim() } } : {}),
      },
      { onSuccess: () => onDone(false) },
    );
  return (
    <div className={styles.drawerBody}>
      <p className={text.body}>{t('stream.refund.text', { crypto: crypto.symbol, network: crypto.network.name })}</p>
      <Field
        label={t('stream.refund.address')}
        look="mono"
        value={address}
        autoComplete="off"
        spellCheck={false}
        error={save.isError ? messageForError(save.error) : null}
        onChange={(event) => {
          setAddress(event.target.value);
          save.reset();
        }}
      />
      {extra && <Field label={extra.display_name} look="mono" value={tag} onChange={(event) => setTag(event.target.value)} />}
      <Button size="lg" fullWidth onClick={submit} disabled={isEmpty || save.isError} isLoading={save.isPending}>
        {t('stream.refund.confirm')}
      </Button>
    </div>
  );
}

/**
 * The refund wallet overlay (spec 001 sections 2 and 4): Confirm is disabled while the address is
 * empty or a server error shows; closing it with no address says 'Refund Wallet Address is required'.
 */
export function RefundWalletDrawer({ crypto, isOpen, onClose }: { crypto: CryptoCurrency; isOpen: boolean; onClose: () => void }) {
  const wallets = useRefundWallets(isOpen ? { cryptoCurrency: crypto.symbol, network: crypto.network.name } : null);
  const [isRequiredShown, setIsRequiredShown] = useState(false);
  useEffect(() => {
    if (!isRequiredShown) return undefined;
    const timer = setTimeout(() => setIsRequiredShown(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [isRequiredShown]);
  // A failed list just clears the selection (spec 001 section 8): the form starts empty.
  const saved = wallets.data?.[0];
  const close = () => {
    if (!saved) setIsRequiredShown(true);
    onClose();
  };
  return (
    <>
      <BottomDrawer isOpen={isOpen} title={t('stream.refund.title')} onClose={close} hasCloseButton>
        {wallets.isPending && !wallets.isError ? null : (
          <RefundForm
            key={`${crypto.uniqueId}:${saved?.walletAddress ?? ''}`}
            crypto={crypto}
            saved={saved?.walletAddress ?? ''}
            savedTag={saved?.addressAdditionalData?.value ?? ''}
            onDone={() => onClose()}
          />
        )}
      </BottomDrawer>
      {isRequiredShown && (
        <div className={styles.floatingToast}>
          <Toast message={t('stream.refund.required')} />
        </div>
      )}
    </>
  );
}
