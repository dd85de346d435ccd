import type { CryptoCurrency } from '@ferry/contracts';
import { streamAddressDisplay } from '@ferry/rules';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { Button } from '../../../ui/button.js';
import { Spinner } from '../../../ui/spinner.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';
import { QrCode } from '../../../ui/qr-code.js';


/** Step 2: the dedicated address, shown as its first 9 and last 9 characters, its QR code, copy and the copy overlay. */
export function AddressStep({ crypto, address }: { crypto: CryptoCurrency; address: string | undefined }) {
  const [isCopied, setIsCopied] = useState(false);
  if (!address) return <Spinner label={t('stream.wallets.loadingAddress')} />;
  const copy = async () => {
    await navigator.clipboard.writeText(address).catch(() => undefined);
    setIsCopied(true);
  };
  return (
    <div className={styles.address} aria-label={t('stream.wallets.addressLabel', { crypto: crypto.symbol, network: crypto.network.name })} role="region">
      <QrCode value={address} label={t('stream.wallets.qr', { crypto: crypto.symbol })} size={168} />
      <div className={styles.addressRow}>
        <code className={styles.addressText} title={address}>
          {streamAddressDisplay(address)}
        </code>
        <Button size="sm" variant="outlined" onClick={() => void copy()}>
          {t('stream.wallets.copy')}
        </Button>
      </div>
      <BottomDrawer isOpen={isCopied} title={t('stream.wallets.copiedHeading')} onClose={() => setIsCopied(false)} hasCloseButton>
        <div className={styles.drawerBody}>
          <p className={text.body}>{t('stream.wallets.copiedText', { crypto: crypto.symbol, network: crypto.network.name })}</p>
          <code className={styles.addressFull}>{address}</code>
          <Button size="lg" fullWidth onClick={() => setIsCopied(false)}>
            {t('stream.howItWorks.okay')}
          </Button>
        </div>
      </BottomDrawer>
    </div>
  );
}
