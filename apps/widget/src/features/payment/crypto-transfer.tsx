import type { Order } from '@ferry/contracts';
import { CopyButton } from '../../ui/copy-button.js';
import { DepositAddress } from '../../ui/deposit-address.js';
import { styles } from './styles.js';
import { Section } from '../../ui/section.js';
import { formatDecimal } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';

/** Where a sell's payout goes, as the order shows it. */
function payoutTo(order: Order): string | null {
  if (order.bankAccountDetails) return `${t('payment.transfer.bankName', { type: order.bankAccountDetails.type })} ${order.bankAccountDetails.accountNumber}`;
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
      <Section title={t('payment.transfer.amountToSend')}>
        <div className={styles.copyRow}>
          <p className={styles.heading}>
            {formatDecimal(order.cryptoAmount)} {order.cryptoCurrency}
          </p>
          {/* The copied amount stays a plain decimal, as wallets read it. */}
          <CopyButton value={order.cryptoAmount} label={t('payment.transfer.copyAmount')} />
        </div>
        <p className={styles.note}>{t('payment.transfer.network', { network: order.network })}</p>
      </Section>
      <Section title={t('payment.transfer.depositAddress')}>
        <DepositAddress address={address} cryptoName={order.cryptoCurrency} />
        <p className={styles.note}>{t('payment.transfer.sendExactly', { crypto: order.cryptoCurrency })}</p>
      </Section>
      <Section title={t('payment.transfer.youReceive')}>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('payment.transfer.amount')}</dt>
            <dd>
              {formatDecimal(order.fiatAmount)} {order.fiatCurrency}
            </dd>
          </div>
          {destination && (
            <div className={styles.row}>
              <dt>{t('payment.transfer.paidOutTo')}</dt>
              <dd>{destination}</dd>
            </div>
          )}
          {order.moneyTransferType && (
            <div className={styles.row}>
              <dt>{t('payment.transfer.payoutTime')}</dt>
              <dd>{t('payment.transfer.payoutTimeValue', { moneyTransferType: order.moneyTransferType })}</dd>
            </div>
          )}
        </dl>
      </Section>
    </>
  );
}
