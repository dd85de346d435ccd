import type { AppContext } from '../../context.js';
import type { PayoutDestination } from '../../providers/payouts/payouts.js';
import { payoutDestinationOfBank } from '../banks/banks.service.js';
import { payoutDestinationOfCard } from '../cards/cards-payout.service.js';
import { tryChangeOrderStatus } from './order-status.service.js';
import type { OrderRow } from './orders.repository.js';

export const PAYOUT_REJECTED_REASON = 'Payout rejected by bank';

async function destinationOf(ctx: AppContext, row: OrderRow): Promise<PayoutDestination | null> {
  if (row.bankId) return payoutDestinationOfBank(ctx, { userId: row.userId, bankId: row.bankId });
  if (row.cardId) return payoutDestinationOfCard(ctx, { userId: row.userId, cardId: row.cardId });
  return null;
}

/**
 * The last step of a sell: the fiat is paid out to the user's bank or card, keyed by the order id
 * so a retried step reaches the same payout; the outcome comes back as `payouts.payout_settled`
 * (provider-news.ts). No destination any more: on hold.
 */
export async function sendSellPayout(ctx: AppContext, row: OrderRow): Promise<void> {
  const destination = await destinationOf(ctx, row);
  if (!destination) {
    await tryChangeOrderStatus(ctx, row, 'ON_HOLD_PENDING_DELIVERY_FROM_FERRY', {
      patch: { statusReason: 'The payout account of this order is no longer available.' },
      reason: 'payout destination missing',
    });
    return;
  }
  await ctx.providers.payouts.sendPayout({ reference: row.id, amount: row.fiatAmount, currency: row.fiatCurrency, destination });
}
