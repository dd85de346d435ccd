import type { Order } from '@ferry/contracts';
import type { ReactNode } from 'react';
import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import { LongValue } from '../../../ui/long-value.js';
import { formatOrderDate } from '../order-paths.js';
import { Section } from '../../../ui/section.js';
import detailRows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';

/** Values longer than this are shown abbreviated with a copy button. */
const LONG = 24;

function value(text: string | null, name: string): ReactNode {
  if (text === null) return null;
  return text.length > LONG ? <LongValue value={text} name={name.toLowerCase()} /> : text;
}

/** The order's fields (spec 001 section 3 "Order detail"); ids, addresses and hashes abbreviated with copy buttons. */
export function OrderFields({ order }: { order: Order }) {
  const isSell = order.isBuyOrSell === 'SELL';
  const fiat = `${order.fiatAmount} ${order.fiatCurrency}`;
  const crypto = `${order.cryptoAmount} ${order.cryptoCurrency}`;
  const bank = order.bankAccountDetails;
  const rows: Array<[string, ReactNode]> = [
    ['Order id', value(order.id, 'order id')],
    ['Date', formatOrderDate(order.createdAt)],
    [isSell ? 'You sell' : 'You pay', isSell ? crypto : fiat],
    ['You receive', isSell ? fiat : crypto],
    ['In your currency', order.convertedFiatAmount && order.convertedFiatCurrency ? `≈ ${order.convertedFiatAmount} ${order.convertedFiatCurrency}` : null],
    ['NFT', order.nftAssetInfo ? `${order.nftAssetInfo.nftTitle} × ${order.nftAssetInfo.quantity}` : null],
    ['Total fees', `${order.totalFeeInFiat} ${order.fiatCurrency}`],
    [
      'Network',
      <span key="network" className={detailRows.withIcon}>
        <Artwork src={artworkUrl.network(order.network)} alt="" size={18} />
        <span className={detailRows.capitalised}>{order.network}</span>
      </span>,
    ],
    ['Wallet address', value(order.walletAddress, 'wallet address')],
    ['Deposit address', value(order.cryptoPaymentData?.paymentAddress ?? null, 'deposit address')],
    [
      'Card',
      order.cardDetails ? (
        <span key="card" className={detailRows.withIcon}>
          <Artwork src={artworkUrl.scheme(order.cardDetails.scheme)} alt="" size={20} shape="tile" />
          {`${order.cardDetails.scheme.toUpperCase()} **** ${order.cardDetails.last4}`}
        </span>
      ) : null,
    ],
    ['Bank account', bank ? `${bank.accountHolderName} ${bank.accountNumber}` : null],
    ['Payout reference', value(order.payoutReference, 'payout reference')],
    ['Reference', value(order.cardPaymentData?.referenceCode ?? null, 'reference')],
    ['UTR', order.utr],
    ['Cancel reason', order.cancelReason],
    ['Transaction hash', value(order.transactionHash, 'transaction hash')],
  ];
  return (
    <Section label="Order details">
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
          View transaction
        </a>
      )}
    </Section>
  );
}
