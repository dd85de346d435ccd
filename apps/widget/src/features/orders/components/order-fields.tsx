import type { Order } from '@ferry/contracts';
import { formatOrderDate } from '../order-paths.js';
import styles from '../../../ui/order-screen.module.css';

/** The order's fields (spec 001 section 3 "Order detail"). */
export function OrderFields({ order }: { order: Order }) {
  const isSell = order.isBuyOrSell === 'SELL';
  const fiat = `${order.fiatAmount} ${order.fiatCurrency}`;
  const crypto = `${order.cryptoAmount} ${order.cryptoCurrency}`;
  const bank = order.bankAccountDetails;
  const rows: Array<[string, string | null]> = [
    ['Order id', order.id],
    ['Date', formatOrderDate(order.createdAt)],
    [isSell ? 'You sell' : 'You pay', isSell ? crypto : fiat],
    ['You receive', isSell ? fiat : crypto],
    ['Total fees', `${order.totalFeeInFiat} ${order.fiatCurrency}`],
    ['Network', order.network],
    ['Wallet address', order.walletAddress],
    ['Deposit address', order.cryptoPaymentData?.paymentAddress ?? null],
    ['Card', order.cardDetails ? `${order.cardDetails.scheme.toUpperCase()} **** ${order.cardDetails.last4}` : null],
    ['Bank account', bank ? `${bank.accountHolderName} ${bank.accountNumber}` : null],
    ['Payout reference', order.payoutReference],
    ['Reference', order.cardPaymentData?.referenceCode ?? null],
    ['UTR', order.utr],
    ['Cancel reason', order.cancelReason],
    ['Transaction hash', order.transactionHash],
  ];
  return (
    <section className={styles.section} aria-label="Order details">
      <dl>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([name, value]) => (
            <div key={name} className={styles.row}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {order.transactionLink && (
        <a href={order.transactionLink} target="_blank" rel="noopener noreferrer" className={styles.linkButton}>
          View transaction
        </a>
      )}
    </section>
  );
}
