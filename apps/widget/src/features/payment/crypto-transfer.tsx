import type { Order } from '@ferry/contracts';
import { payoutTimeLabel } from '@ferry/rules';
import { CopyButton } from '../../ui/copy-button.js';
import { DepositAddress } from '../../ui/deposit-address.js';
import { styles } from './styles.js';
import { Section } from '../../ui/section.js';

const BANK_NAMES: Record<string, string> = { SEPA_BANK: 'SEPA bank account', GBP_BANK: 'UK bank account' };

/** Where a sell's payout goes, as the order shows it. */
function payoutTo(order: Order): string | null {
  if (order.bankAccountDetails) return `${BANK_NAMES[order.bankAccountDetails.type] ?? order.bankAccountDetails.type} ${order.bankAccountDetails.accountNumber}`;
  if (order.cardDetails) return `${order.cardDetails.scheme.toUpperCase()} **** ${order.cardDetails.last4}`;
  return null;
}

/**
 * A sell's payment confirmation (spec 001 section 2): the crypto amount to transfer, the deposit
 * address with its QR code and a copy button, and where the payout goes.
 */
export function CryptoTransfer({ order }: { order: Order }) {
  const address = order.cryptoPaymentData?.paymentAddress ?? '';
  const destination = payoutTo(order);
  return (
    <>
      <Section title="Amount to send">
        <div className={styles.copyRow}>
          <p className={styles.heading}>
            {order.cryptoAmount} {order.cryptoCurrency}
          </p>
          <CopyButton value={order.cryptoAmount} label="Copy amount" />
        </div>
        <p className={styles.note}>On the {order.network} network.</p>
      </Section>
      <Section title="Deposit address">
        <DepositAddress address={address} cryptoName={order.cryptoCurrency} />
        <p className={styles.note}>
          Send exactly this amount of {order.cryptoCurrency} from your own wallet. Crypto sent on another network, or another coin, cannot be recovered.
        </p>
      </Section>
      <Section title="You receive">
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>Amount</dt>
            <dd>
              {order.fiatAmount} {order.fiatCurrency}
            </dd>
          </div>
          {destination && (
            <div className={styles.row}>
              <dt>Paid out to</dt>
              <dd>{destination}</dd>
            </div>
          )}
          {order.moneyTransferType && (
            <div className={styles.row}>
              <dt>Payout time</dt>
              <dd>Up to {payoutTimeLabel(order.moneyTransferType)}</dd>
            </div>
          )}
        </dl>
      </Section>
    </>
  );
}
