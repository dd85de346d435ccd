import type { EventRow } from '../../events/outbox.js';
import type { AppContext } from '../../context.js';
import { findOrder } from './orders.repository.js';
import { sendSellPayout } from './sell-payout.js';

/**
 * What an order's new status asks of the providers: a buy's transfer to watch for, its crypto to
 * buy and send; a sell's deposit to watch for, its crypto to sell and its payout. The providers'
 * news comes back as events (provider-news.ts). Runs on `order.status_changed`; an order that has
 * moved on since is left alone, and every provider call is keyed by the order, so a retried job
 * asks once.
 */
export async function settleOrder(ctx: AppContext, event: EventRow): Promise<void> {
  const { orderId, to } = event.payload as { orderId: string; to: string };
  const row = await findOrder(ctx.db, orderId);
  if (!row || row.status !== to) return;
  const { providers } = ctx;
  const trade = { orderId, cryptoCurrency: row.cryptoCurrency, cryptoAmount: row.cryptoAmount, fiatCurrency: row.fiatCurrency, fiatAmount: row.fiatAmount };
  if (row.isBuyOrSell === 'SELL') {
    switch (row.status) {
      case 'PAYMENT_DONE_MARKED_BY_USER':
        if (!row.depositAddress) throw new Error(`sell order ${orderId} has no deposit address`);
        return providers.custody.awaitDeposit({ orderId, address: row.depositAddress, network: row.network, cryptoCurrency: row.cryptoCurrency, amount: row.cryptoAmount });
      case 'PROCESSING':
        return providers.liquidity.fillTrade({ ...trade, side: 'SELL' });
      case 'PENDING_DELIVERY_FROM_FERRY':
        await sendSellPayout(ctx, row);
        return;
      default:
        return;
    }
  }
  switch (row.status) {
    case 'PAYMENT_DONE_MARKED_BY_USER':
      return providers.settlement.expectTransfer({ orderId, amount: row.fiatAmount, currency: row.fiatCurrency, referenceCode: row.referenceCode ?? orderId });
    case 'PROCESSING':
      return providers.liquidity.fillTrade({ ...trade, side: 'BUY' });
    case 'PENDING_DELIVERY_FROM_FERRY':
      if (!row.walletAddress) throw new Error(`buy order ${orderId} has no wallet address`);
      return providers.custody.sendCrypto({ orderId, address: row.walletAddress, network: row.network, cryptoCurrency: row.cryptoCurrency, amount: row.cryptoAmount });
    default:
      return;
  }
}
