import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { startOrderPayment } from './order-payment.js';
import { tryChangeOrderStatus } from './order-status.service.js';
import type { OrderRow } from './orders.repository.js';
import { sendSellPayout } from './sell-payout.js';

/** How long each sandbox step takes: the sandbox bank "receives" a marked transfer, then delivery. */
export const SANDBOX_STEP_MS: Partial<Record<OrderStatus, number>> = {
  PAYMENT_DONE_MARKED_BY_USER: 4000,
  PROCESSING: 3000,
  PENDING_DELIVERY_FROM_FERRY: 3000,
};

const EVM_NETWORKS = new Set(['ethereum', 'polygon', 'arbitrum']);

/** A transaction hash in the network's own form (0x-prefixed on EVM chains). */
export function sandboxTransactionHash(network: string): string {
  const hex = randomBytes(32).toString('hex');
  return EVM_NETWORKS.has(network) ? `0x${hex}` : hex;
}

async function nextStep(ctx: AppContext, row: OrderRow, explorerOf: (network: string) => Promise<string | null>): Promise<OrderRow | null> {
  const now = ctx.now();
  const status = row.status as OrderStatus;
  if (status === 'AWAITING_PAYMENT_FROM_USER') {
    if (row.autoExpiresAt && row.autoExpiresAt <= now) {
      if (row.paymentId) await ctx.providers.cardGateway.cancelPayment(row.paymentId);
      return tryChangeOrderStatus(ctx, row, 'EXPIRED', { reason: 'not paid in time' });
    }
    if (row.paymentState === 'NOT_STARTED') return startOrderPayment(ctx, row);
    return null;
  }
  const stepMs = ctx.config.isSandbox ? SANDBOX_STEP_MS[status] : undefined;
  if (stepMs === undefined || row.statusChangedAt.getTime() + stepMs > now.getTime()) return null;
  if (row.isBuyOrSell === 'SELL') return nextSellStep(ctx, row, explorerOf);
  switch (status) {
    case 'PAYMENT_DONE_MARKED_BY_USER':
      return tryChangeOrderStatus(ctx, row, 'PROCESSING', { patch: { amountPaid: row.fiatAmount }, reason: 'sandbox bank received the transfer' });
    case 'PROCESSING':
      return tryChangeOrderStatus(ctx, row, 'PENDING_DELIVERY_FROM_FERRY', { reason: 'sandbox liquidity bought the crypto' });
    case 'PENDING_DELIVERY_FROM_FERRY': {
      const transactionHash = sandboxTransactionHash(row.network);
      const explorer = await explorerOf(row.network);
      return tryChangeOrderStatus(ctx, row, 'COMPLETED', {
        patch: { transactionHash, transactionLink: explorer ? `${explorer}${transactionHash}` : null },
        reason: 'sandbox delivery sent',
      });
    }
    default:
      return null;
  }
}

/**
 * A sell's sandbox steps: the sandbox chain "receives" the crypto at the deposit address (the
 * deposit's transaction hash and the amount), liquidity sells it, then the fiat is paid out.
 */
async function nextSellStep(ctx: AppContext, row: OrderRow, explorerOf: (network: string) => Promise<string | null>): Promise<OrderRow | null> {
  switch (row.status as OrderStatus) {
    case 'PAYMENT_DONE_MARKED_BY_USER': {
      const transactionHash = sandboxTransactionHash(row.network);
      const explorer = await explorerOf(row.network);
      return tryChangeOrderStatus(ctx, row, 'PROCESSING', {
        patch: { cryptoAmountPaid: row.cryptoAmount, transactionHash, transactionLink: explorer ? `${explorer}${transactionHash}` : null },
        reason: 'sandbox chain received the deposit',
      });
    }
    case 'PROCESSING':
      return tryChangeOrderStatus(ctx, row, 'PENDING_DELIVERY_FROM_FERRY', { reason: 'sandbox liquidity sold the crypto' });
    case 'PENDING_DELIVERY_FROM_FERRY':
      return sendSellPayout(ctx, row);
    default:
      return null;
  }
}

/**
 * Moves an order on by the clock: unpaid orders expire at autoExpiresAt, a payment that was never
 * started is started, and in sandbox mode paid orders are processed and delivered. Run on every
 * read and by the lifecycle job; each step is a conditional status change, so instances and
 * readers racing on the same order apply it once.
 */
export async function advanceOrder(ctx: AppContext, row: OrderRow, explorerOf: (network: string) => Promise<string | null>): Promise<OrderRow> {
  let current = row;
  for (let step = 0; step < 5; step += 1) {
    const next = await nextStep(ctx, current, explorerOf);
    if (!next || (next.status === current.status && next.paymentState === current.paymentState)) return next ?? current;
    current = next;
  }
  return current;
}
