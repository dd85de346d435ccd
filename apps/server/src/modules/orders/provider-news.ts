import type { ProviderNews } from '../../events/event-types.js';
import type { EventRow } from '../../events/outbox.js';
import type { AppContext } from '../../context.js';
import { explorerOf } from './orders.service.js';
import { tryChangeOrderStatus } from './order-status.service.js';
import { findOrder } from './orders.repository.js';
import { PAYOUT_REJECTED_REASON } from './sell-payout.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkOf = async (ctx: AppContext, network: string, hash: string) => {
  const explorer = await explorerOf(ctx, network);
  return explorer ? `${explorer}${hash}` : null;
};

/**
 * A provider's news moves its order on, each only from the status that expected it: news for an
 * order that has moved on (cancelled meanwhile, or the same news twice) changes nothing.
 */
export async function applyProviderNews(ctx: AppContext, event: EventRow): Promise<void> {
  const news = { type: event.type, ...(event.payload as Record<string, unknown>) } as ProviderNews;
  const orderId = news.type === 'payouts.payout_settled' ? news.reference : news.orderId;
  // News about something that is not an order (a stream deposit's payout) is not this module's.
  if (!UUID.test(orderId)) return;
  const row = await findOrder(ctx.db, orderId);
  if (!row) return;
  const isSell = row.isBuyOrSell === 'SELL';
  switch (news.type) {
    case 'settlement.transfer_received':
      if (isSell || row.status !== 'PAYMENT_DONE_MARKED_BY_USER') return;
      await tryChangeOrderStatus(ctx, row, 'PROCESSING', { patch: { amountPaid: news.amount }, reason: 'the bank received the transfer' });
      return;
    case 'custody.deposit_confirmed':
      if (!isSell || row.status !== 'PAYMENT_DONE_MARKED_BY_USER') return;
      await tryChangeOrderStatus(ctx, row, 'PROCESSING', {
        patch: { cryptoAmountPaid: news.amount, transactionHash: news.transactionHash, transactionLink: await linkOf(ctx, row.network, news.transactionHash) },
        reason: 'the deposit is confirmed on chain',
      });
      return;
    case 'liquidity.trade_filled':
      if (row.status !== 'PROCESSING') return;
      await tryChangeOrderStatus(ctx, row, 'PENDING_DELIVERY_FROM_FERRY', { reason: isSell ? 'the crypto is sold' : 'the crypto is bought' });
      return;
    case 'custody.withdrawal_sent':
      if (isSell || row.status !== 'PENDING_DELIVERY_FROM_FERRY') return;
      await tryChangeOrderStatus(ctx, row, 'COMPLETED', {
        patch: { transactionHash: news.transactionHash, transactionLink: await linkOf(ctx, row.network, news.transactionHash) },
        reason: 'the crypto reached the wallet',
      });
      return;
    case 'payouts.payout_settled':
      if (!isSell || row.status !== 'PENDING_DELIVERY_FROM_FERRY') return;
      if (news.status === 'REJECTED') {
        await tryChangeOrderStatus(ctx, row, 'REFUNDED', {
          patch: { payoutReference: news.payoutId, statusReason: news.rejectionReason ?? PAYOUT_REJECTED_REASON },
          reason: 'payout rejected by the receiving bank',
        });
        return;
      }
      await tryChangeOrderStatus(ctx, row, 'COMPLETED', { patch: { payoutReference: news.payoutId }, reason: 'payout paid' });
      return;
  }
}
