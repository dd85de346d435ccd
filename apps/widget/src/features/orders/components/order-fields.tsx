import type { Order } from '@ferry/contracts';
import type { ReactNode } from 'react';
import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import { LongValue } from '../../../ui/long-value.js';
import { formatOrderDate } from '../order-paths.js';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import { Section } from '../../../ui/section.js';
import detailRows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';

/** Values longer than this are shown abbreviated with a copy button. */
const LONG = 24;

/** `copyName` is what the copy button names ('Copy order id'). */
function value(text: string | null, copyName: string): ReactNode {
  if (text === null) return null;
  return text.length > LONG ? <LongValue value={text} name={copyName} /> : text;
}

/** The order's fields (spec 001 section 3 "Order detail"); ids, addresses and hashes abbreviated with copy buttons. */
export function OrderFields({ order }: { order: Order }) {
  const isSell = order.isBuyOrSell === 'SELL';
  const fiat = `${formatDecimal(order.fiatAmount)} ${order.fiatCurrency}`;
  const crypto = `${formatDecimal(order.cryptoAmount)} ${order.cryptoCurrency}`;
  const bank = order.bankAccountDetails;
  const rows: Array<[string, ReactNode]> = [
    [t('orders.fields.orderId'), value(order.id, t('orders.fields.copy.orderId'))],
    [t('orders.fields.date'), formatOrderDate(order.createdAt)],
    [isSell ? t('orders.fields.youSell') : t('orders.fields.youPay'), isSell ? crypto : fiat],
    [t('orders.fields.youReceive'), isSell ? fiat : crypto],
    [
      t('orders.fields.inYourCurrency'),
      order.convertedFiatAmount && order.convertedFiatCurrency ? `≈ ${formatDecimal(order.convertedFiatAmount)} ${order.convertedFiatCurrency}` : null,
    ],
    [t('orders.fields.nft'), order.nftAssetInfo ? `${order.nftAssetInfo.nftTitle} × ${order.nftAssetInfo.quantity}` : null],
    [t('orders.fields.totalFees'), `${formatDecimal(order.totalFeeInFiat)} ${order.fiatCurrency}`],
    [
      t('orders.fields.network'),
      <span key="network" className={detailRows.withIcon}>
        <Artwork src={artworkUrl.network(order.network)} alt="" size={18} />
        <span className={detailRows.capitalised}>{order.network}</span>
      </span>,
    ],
    [t('orders.fields.walletAddress'), value(order.walletAddress, t('orders.fields.copy.walletAddress'))],
    [t('orders.fields.depositAddress'), value(order.cryptoPaymentData?.paymentAddress ?? null, t('orders.fields.copy.depositAddress'))],
    [
      t('orders.fields.card'),
      order.cardDetails ? (
        <span key="card" className={detailRows.withIcon}>
          <Artwork src={artworkUrl.scheme(order.cardDetails.scheme)} alt="" size={20} shape="tile" />
          {`${order.cardDetails.scheme.toUpperCase()} **** ${order.cardDetails.last4}`}
        </span>
      ) : null,
    ],
    [t('orders.fields.bankAccount'), bank ? `${bank.accountHolderName} ${bank.accountNumber}` : null],
    [t('orders.fields.payoutReference'), value(order.payoutReference, t('orders.fields.copy.payoutReference'))],
    [t('orders.fields.reference'), value(order.cardPaymentData?.referenceCode ?? null, t('orders.fields.copy.reference'))],
    [t('orders.fields.utr'), order.utr],
    [t('orders.fields.cancelReason'), order.cancelReason],
    [t('orders.fields.transactionHash'), value(order.transactionHash, t('orders.fields.copy.transactionHash'))],
  ];
  return (
    <Section label={t('orders.fields.section')}>
      <dl className={detailRows.rows}>
        {rows
          .filter((row) => row[1] !== null && row[1] !== undefined)
          .map(([name, shown]) => (
            <div key={name} className={detailRows.row}>
              <dt>{name}</dt>
              <dd>{shown}</dd>
            </div>
          ))}
      </dl>
      {order.transactionLink && (
        <a href={order.transactionLink} target="_blank" rel="noopener noreferrer" className={text.linkButton}>
          {t('orders.viewTransaction')}
        </a>
      )}
    </Section>
  );
}
