import type { StreamDepositEvent, StreamDepositStatus, StreamEventType, StreamRefundReason } from '@ferry/contracts';
import { canMoveStreamDeposit } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../events/executor.js';
import { findRefundWallet, moveDepositRow, type StreamDepositPatch, type StreamDepositRow } from './stream.repository.js';

/** The payload of every stream event: the deposit as it stands after the step (README "Events"). */
export function streamEventPayloadOf(row: StreamDepositRow): StreamDepositEvent {
  return {
    depositId: row.id,
    status: row.status as StreamDepositStatus,
    cryptoCurrency: row.cryptoCurrency,
    network: row.network,
    cryptoAmount: row.cryptoAmount,
    depositAddress: row.depositAddress,
    transactionHash: row.transactionHash,
    fiatCurrency: row.fiatCurrency,
    fiatAmount: row.fiatAmount,
    streamFeePercentage: row.streamFeePercentage,
    payoutType: (row.payoutType as StreamDepositEvent['payoutType']) ?? null,
    payoutReference: row.payoutReference,
    refundReason: (row.refundReason as StreamRefundReason | null) ?? null,
    refundAddress: row.refundAddress,
    refundTransactionHash: row.refundTransactionHash,
  };
}

/** In the caller's transaction: a stream event about the deposit (partners' webhooks, the widget's host events). */
export async function recordStreamEvent(ctx: AppContext, tx: Executor, type: StreamEventType, row: StreamDepositRow): Promise<void> {
  await ctx.events.record(tx, { type, subject: row.id, userId: row.userId, partnerApiKey: row.partnerApiKey, payload: streamEventPayloadOf(row), occurredAt: row.updatedAt });
}

/**
 * The one way a deposit moves: guarded by its current status, with its event (if the step has
 * one) and the job of its next step, all in the caller's transaction. Null when another step or
 * instance moved it first: nothing is written then.
 */
export async function moveDeposit(
  ctx: AppContext,
  tx: Executor,
  row: StreamDepositRow,
  to: StreamDepositStatus,
  { patch = {}, event }: { patch?: StreamDepositPatch; event?: StreamEventType } = {},
): Promise<StreamDepositRow | null> {
  const from = row.status as StreamDepositStatus;
  if (!canMoveStreamDeposit(from, to)) return null;
  const moved = await moveDepositRow(tx, { id: row.id, from, to, patch, at: ctx.now() });
  if (!moved) return null;
  if (event) await recordStreamEvent(ctx, tx, event, moved);
  await ctx.jobs.enqueue(tx, 'stream-deposit-step', { depositId: moved.id, status: to }, { key: `${moved.id}:${to}` });
  return moved;
}

/** A deposit that cannot be paid out goes back to the refund wallet of its crypto and network, or waits for one. */
export async function refundOrWait(
  ctx: AppContext,
  tx: Executor,
  row: StreamDepositRow,
  reason: StreamRefundReason,
  { patch = {}, event }: { patch?: StreamDepositPatch; event?: StreamEventType } = {},
): Promise<StreamDepositRow | null> {
  const wallet = await findRefundWallet(tx, { userId: row.userId, cryptoCurrency: row.cryptoCurrency, network: row.network });
  if (!wallet) return moveDeposit(ctx, tx, row, 'AWAITING_REFUND_ADDRESS', { patch: { ...patch, refundReason: reason }, ...(event ? { event } : {}) });
  return moveDeposit(ctx, tx, row, 'REFUNDING', {
    patch: { ...patch, refundReason: reason, refundAddress: wallet.walletAddress, refundAddressAdditionalData: wallet.addressAdditionalData },
    ...(event ? { event } : {}),
  });
}
