import { SANDBOX_WALLET_TOKENS } from '@ferry/contracts';
import { useState } from 'react';
import { BottomDrawer } from '../../ui/bottom-drawer.js';
import { Button } from '../../ui/button.js';
import { styles } from './styles.js';
import { t } from '../../i18n/i18n.js';

const SHEET_CARDS = [
  { token: SANDBOX_WALLET_TOKENS.visaSucceeds, label: 'Visa •••• 4242', note: () => t('payment.sheet.pays') },
  { token: SANDBOX_WALLET_TOKENS.challenge, label: 'Visa •••• 3220', note: () => t('payment.sheet.challenge') },
  { token: SANDBOX_WALLET_TOKENS.declined, label: 'Visa •••• 0002', note: () => t('payment.sheet.declined') },
] as const;

/**
 * Sandbox stand-in for the device's wallet sheet: the payer picks a card and pays or cancels.
 * The choice becomes the wallet token the server receives, as a device's sealed token would.
 */
export function PaySheet({
  walletName,
  amount,
  isOpen,
  isPaying,
  onPay,
  onCancel,
}: {
  walletName: string;
  amount: string;
  isOpen: boolean;
  isPaying: boolean;
  onPay: (token: string) => void;
  onCancel: () => void;
}) {
  const [token, setToken] = useState<string>(SHEET_CARDS[0].token);
  return (
    <BottomDrawer isOpen={isOpen} onClose={onCancel} title={t('payment.sheet.title', { wallet: walletName })} hasCloseButton>
      <div className={styles.sheet} role="radiogroup" aria-label={t('payment.sheet.card')}>
        {SHEET_CARDS.map((card) => (
          <button
            key={card.token}
            type="button"
            role="radio"
            aria-checked={token === card.token}
            className={[styles.sheetCard, token === card.token ? styles.sheetCardSelected : ''].join(' ')}
            onClick={() => setToken(card.token)}
          >
            <span>{card.label}</span>
            <span className={styles.note}>{card.note()}</span>
          </button>
        ))}
        <Button fullWidth isLoading={isPaying} onClick={() => onPay(token)}>
          {t('payment.sheet.pay', { amount })}
        </Button>
        <Button fullWidth variant="text" onClick={onCancel}>
          {t('payment.sheet.cancel')}
        </Button>
      </div>
    </BottomDrawer>
  );
}
