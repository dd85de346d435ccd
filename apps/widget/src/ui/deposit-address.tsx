import { CopyButton } from './copy-button.js';
import styles from './deposit-address.module.css';
import { QrCode } from './qr-code.js';
import { t } from '../i18n/i18n.js';

/**
 * A deposit address to send crypto to: its QR code for a phone's wallet beside the address in full
 * with a copy button (sell transfer, stream wallets).
 */
export function DepositAddress({ address, cryptoName }: { address: string; cryptoName: string }) {
  return (
    <div className={styles.deposit}>
      <QrCode value={address} label={t('ui.depositQr', { crypto: cryptoName })} size={148} />
      <div className={styles.side}>
        <code className={styles.address}>{address}</code>
        <CopyButton value={address} label={t('ui.copyAddress')} />
      </div>
    </div>
  );
}
