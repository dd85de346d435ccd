import { randomUUID } from 'node:crypto';
import type { CustodyStreamDeposit, ProviderNews } from '../../events/event-types.js';
import type { EventRow } from '../../events/outbox.js';
import type { AppContext } from '../../context.js';
import { moveDeposit, recordStreamEvent, refundOrWait } from './stream-deposit-moves.js';
import { findDeposit, findDepositByTransaction, findStreamSettings, findStreamWalletByAddress, insertDepositIfNew } from './stream.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Crypto seen arriving at a stream address: one deposit per custody transaction, whoever hears it first. */
async function recordDetected(ctx: AppContext, news: CustodyStreamDeposit): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const wallet = await findStreamWalletByAddress(tx, { network: news.network, address: news.address });
    // Not a stream address, or another asset than the address is for: not a stream deposit.
    if (!wallet || wallet.cryptoCurrency !== news.cryptoCurrency) return;
    const settings = await findStreamSettings(tx, wallet.userId);
    const now = ctx.now();
    const row = await insertDepositIfNew(tx, {
      id: randomUUID(),
      custodyTransactionId: news.transactionId,
      userId: wallet.userId,
      partnerApiKey: settings?.onboardingApiKey ?? '',
      depositAddress: wallet.address,
      cryptoCurrency: wallet.cryptoCurrency,
      network: wallet.network,
      cryptoAmount: news.amount,
      transactionHash: news.transactionHash,
      // The payout it would go to now; confirmation takes the settings of that moment.
      fiatCurrency: settings?.fiatCurrency ?? null,
      paymentMethod: settings?.paymentMethod ?? null,
      payoutType: settings?.payoutType ?? null,
      payoutId: settings?.payoutId ?? null,
      status: 'DETECTED',
      createdAt: now,
      updatedAt: now,
    });
    if (row) await recordStreamEvent(ctx, tx, 'stream.deposit.detected', row);
  });
}

async function recordConfirmed(ctx: AppContext, news: CustodyStreamDeposit): Promise<void> {
  const row = await findDepositByTransaction(ctx.db, news.transactionId);
  if (!row) {
    // Confirmation of a transaction to a stream address that was never recorded as seen: retried until it is.
    if (await findStreamWalletByAddress(ctx.db, { network: news.network, address: news.address })) throw new Error(`stream deposit ${news.transactionId} not recorded yet`);
    return;
  }
  await ctx.db.transaction((tx) => moveDeposit(ctx, tx, row, 'CONFIRMED', { event: 'stream.deposit.confirmed' }));
}

/**
 * The outside world's news about stream deposits: the custody sees and confirms a deposit (and
 * mines a refund), the desk fills the sale, the receiving bank pays or refuses the payout. Each
 * applies only from the status that expected it, so news heard twice changes nothing. News about
 * orders (the same event types) finds no deposit and is left to the orders module.
 */
export async function applyStreamNews(ctx: AppContext, event: EventRow): Promise<void> {
  const payload = event.payload as Record<string, unknown>;
  if (event.type === 'custody.stream_deposit_detected') return recordDetected(ctx, payload as CustodyStreamDeposit);
  if (event.type === 'custody.stream_deposit_confirmed') return recordConfirmed(ctx, payload as CustodyStreamDeposit);
  const news = { type: event.type, ...payload } as ProviderNews;
  const depositId = news.type === 'payouts.payout_settled' ? news.reference : 'orderId' in news ? news.orderId : null;
  const row = depositId && UUID.test(depositId) ? await findDeposit(ctx.db, depositId) : null;
  if (!row) return;
  await ctx.db.transaction(async (tx) => {
    switch (news.type) {
      case 'liquidity.trade_filled':
        if (row.status === 'SELLING') await moveDeposit(ctx, tx, row, 'PAYING_OUT');
        return;
      case 'payouts.payout_settled':
        if (row.status !== 'PAYING_OUT') return;
        if (news.status === 'PAID') {
          await moveDeposit(ctx, tx, row, 'PAID_OUT', { patch: { payoutReference: news.payoutId }, event: 'stream.deposit.payout_sent' });
          return;
        }
        await refundOrWait(ctx, tx, row, 'PAYOUT_REJECTED', { patch: { payoutReference: news.payoutId }, event: 'stream.deposit.payout_failed' });
        return;
      case 'custody.withdrawal_sent':
        if (row.status === 'REFUNDING') await moveDeposit(ctx, tx, row, 'REFUNDED', { patch: { refundTransactionHash: news.transactionHash }, event: 'stream.deposit.refunded' });
        return;
      default:
        return;
    }
  });
}
