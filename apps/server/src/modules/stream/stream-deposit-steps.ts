import { streamLimitViolation, streamPayoutOf } from '@ferry/rules';
import type { PaymentMethodId, StreamDepositStatus } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import type { PayoutDestination } from '../../providers/payouts/payouts.js';
import { payoutDestinationOfBank } from '../banks/banks.service.js';
import { payoutDestinationOfCard } from '../cards/cards-payout.service.js';
import { streamSaleTermsOf } from '../quotes/quotes.service.js';
import { moveDeposit, refundOrWait } from './stream-deposit-moves.js';
import { refundAddressNotice } from './stream-notices.js';
import { findDeposit, findStreamSettings, findAddresseeOfUser, type StreamDepositRow } from './stream.repository.js';

/** Confirmed: sold at the current price minus the stream fee to the saved payout, or refunded when it cannot be. */
async function decide(ctx: AppContext, row: StreamDepositRow): Promise<void> {
  const settings = await findStreamSettings(ctx.db, row.userId);
  const paymentMethod = settings?.paymentMethod as PaymentMethodId | undefined;
  const terms = settings && paymentMethod ? await streamSaleTermsOf(ctx, { cryptoCurrency: row.cryptoCurrency, fiatCurrency: settings.fiatCurrency, paymentMethod }) : null;
  if (!settings || !terms) {
    await ctx.db.transaction((tx) => refundOrWait(ctx, tx, row, 'NO_WITHDRAWAL_DETAILS'));
    return;
  }
  // A price source that cannot price now is retried (the job's backoff), not a reason to refund.
  if (!terms.price) throw new Error(`no ${row.cryptoCurrency}/${settings.fiatCurrency} price for stream deposit ${row.id}`);
  const payout = streamPayoutOf({ cryptoAmount: row.cryptoAmount, price: terms.price, feePercentage: terms.feePercentage, fiatRoundOff: terms.fiatRoundOff });
  const violation = streamLimitViolation({ cryptoAmount: row.cryptoAmount, fiatAmount: payout.fiatAmount, ...terms });
  const sale = {
    fiatCurrency: settings.fiatCurrency,
    paymentMethod: settings.paymentMethod,
    payoutType: settings.payoutType,
    payoutId: settings.payoutId,
    moneyTransferType: settings.moneyTransferType,
    conversionPrice: terms.price,
    streamFeePercentage: terms.feePercentage,
    feeInFiat: payout.feeInFiat,
    fiatAmount: payout.fiatAmount,
  };
  await ctx.db.transaction(async (tx) => {
    if (violation) await refundOrWait(ctx, tx, row, violation, { patch: sale });
    else await moveDeposit(ctx, tx, row, 'SELLING', { patch: sale });
  });
}

async function destinationOf(ctx: AppContext, row: StreamDepositRow): Promise<PayoutDestination | null> {
  if (!row.payoutId) return null;
  if (row.payoutType === 'BANK') return payoutDestinationOfBank(ctx, { userId: row.userId, bankId: row.payoutId });
  return payoutDestinationOfCard(ctx, { userId: row.userId, cardId: row.payoutId });
}

async function payOut(ctx: AppContext, row: StreamDepositRow): Promise<void> {
  const destination = await destinationOf(ctx, row);
  if (!destination || !row.fiatAmount || !row.fiatCurrency) {
    await ctx.db.transaction((tx) => refundOrWait(ctx, tx, row, 'NO_WITHDRAWAL_DETAILS', { event: 'stream.deposit.payout_failed' }));
    return;
  }
  // Keyed by the deposit id: a retried step reaches the same payout.
  await ctx.providers.payouts.sendPayout({ reference: row.id, amount: row.fiatAmount, currency: row.fiatCurrency, destination });
}

/**
 * What a deposit's new status asks for, run by the `stream-deposit-step` job written with the
 * move. A deposit that has moved on since is left alone; every provider call is keyed by the
 * deposit, so a retried or repeated step asks once.
 */
export async function runDepositStep(ctx: AppContext, { depositId, status }: { depositId: string; status: StreamDepositStatus }): Promise<void> {
  const row = await findDeposit(ctx.db, depositId);
  if (!row || row.status !== status) return;
  const trade = { orderId: row.id, cryptoCurrency: row.cryptoCurrency, cryptoAmount: row.cryptoAmount, fiatCurrency: row.fiatCurrency ?? '', fiatAmount: row.fiatAmount ?? '0' };
  switch (row.status) {
    case 'CONFIRMED':
      return decide(ctx, row);
    case 'SELLING':
      return ctx.providers.liquidity.fillTrade({ ...trade, side: 'SELL' });
    case 'PAYING_OUT':
      return payOut(ctx, row);
    case 'AWAITING_REFUND_ADDRESS': {
      const addressee = await findAddresseeOfUser(ctx.db, row.userId);
      if (addressee) await ctx.providers.mail.send(refundAddressNotice({ to: addressee.email, language: addressee.language, row, publicUrl: ctx.config.publicUrl }));
      return;
    }
    case 'REFUNDING':
      if (!row.refundAddress) throw new Error(`stream deposit ${row.id} is refunding without an address`);
      return ctx.providers.custody.sendCrypto({ orderId: row.id, address: row.refundAddress, network: row.network, cryptoCurrency: row.cryptoCurrency, amount: row.cryptoAmount });
    default:
      return;
  }
}
