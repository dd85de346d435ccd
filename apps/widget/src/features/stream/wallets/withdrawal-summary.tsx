import type { MappedUser } from '@ferry/contracts';
import { maskAccount } from '@ferry/rules';
import { useCards } from '../../../api/cards/get-cards.js';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { t } from '../../../i18n/i18n.js';
import styles from '../stream.module.css';


/** Step 3: the withdrawal details (currency, method, masked bank account or card) and 'Edit'. */
export function WithdrawalSummary({ user, onEdit }: { user: MappedUser; onEdit: () => void }) {
  const stream = user.offRampStream;
  const isCard = stream.payoutType === 'CARD';
  const cards = useCards({ isEnabled: isCard });
  const fiats = useFiatCurrencies();
  const option = fiats.data?.find((fiat) => fiat.symbol === stream.fiatCurrencyCode)?.paymentOptions.find((candidate) => candidate.id === stream.paymentMethod);
  const card = isCard ? cards.data?.find((candidate) => candidate.id === stream.payoutId) : undefined;
  const bank = isCard ? undefined : user.banks.find((candidate) => candidate.id === stream.payoutId);
  const account = card ? `${card.network} **** ${card.last4}` : bank?.accountNumber ? maskAccount(bank.accountNumber) : '…';
  return (
    <div>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('stream.wallets.currency')}</dt>
          <dd>{stream.fiatCurrencyCode}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('stream.wallets.method')}</dt>
          <dd>{option?.name ?? stream.paymentMethod}</dd>
        </div>
        <div className={styles.row}>
          <dt>{isCard ? t('stream.wallets.card') : t('stream.wallets.account')}</dt>
          <dd>{account}</dd>
        </div>
      </dl>
      <div className={styles.editRow}>
        <button type="button" className={styles.linkButton} onClick={onEdit}>
          {t('stream.wallets.edit')}
        </button>
      </div>
    </div>
  );
}
