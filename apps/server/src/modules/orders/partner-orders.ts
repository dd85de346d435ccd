import { ErrorCode, OrderStatus, type PartnerOrder, type WebhookOrderData } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findPartnersOrder, listPartnersOrdersByPartnerOrderId, listUsersPartnerCustomerIds } from './partner-orders.repository.js';
import { findOrder, type OrderRow } from './orders.repository.js';

/**
 * What partners learn of an order: the spec's partner redirect data (spec 001 section 3). The
 * partner API answers all of it; webhooks leave out walletAddress (modules/webhooks/README.md).
 */
export function partnerOrderOf(row: OrderRow): PartnerOrder {
  return {
    orderId: row.id,
    status: OrderStatus.parse(row.status),
    isBuyOrSell: row.isBuyOrSell === 'SELL' ? 'SELL' : 'BUY',
    fiatCurrency: row.fiatCurrency,
    cryptoCurrency: row.cryptoCurrency,
    fiatAmount: row.fiatAmount,
    cryptoAmount: row.cryptoAmount,
    totalFeeInFiat: row.totalFee,
    network: row.network,
    isNFTOrder: row.isNft,
    walletAddress: row.walletAddress,
    partnerOrderId: row.partnerOrderId,
    partnerCustomerId: row.partnerCustomerId,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

/** Partner API: one of the partner's orders; another partner's order is as unknown as a missing one. */
export async function getPartnerOrder(ctx: AppContext, { apiKey, orderId }: { apiKey: string; orderId: string }): Promise<PartnerOrder> {
  const row = await findPartnersOrder(ctx.db, { apiKey, orderId });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No order of this partner has this id.');
  return partnerOrderOf(row);
}

/** Partner API: the partner's orders made with this partnerOrderId, newest first (none is an empty list). */
export async function listPartnerOrders(ctx: AppContext, { apiKey, partnerOrderId }: { apiKey: string; partnerOrderId: string }): Promise<PartnerOrder[]> {
  return (await listPartnersOrdersByPartnerOrderId(ctx.db, { apiKey, partnerOrderId })).map(partnerOrderOf);
}

/** An order's webhook data at a status change, and the partner it belongs to; null for an unknown order. */
export async function orderWebhookData(
  ctx: AppContext,
  { orderId, status, previousStatus }: { orderId: string; status: string; previousStatus: string | null },
): Promise<{ partnerApiKey: string; data: WebhookOrderData } | null> {
  const row = await findOrder(ctx.db, orderId);
  if (!row) return null;
  const { walletAddress: _left, createdAt: _c, statusChangedAt: _s, ...order } = partnerOrderOf(row);
  const data = { ...order, status: OrderStatus.parse(status), previousStatus: previousStatus === null ? null : OrderStatus.parse(previousStatus) };
  return { partnerApiKey: row.partnerApiKey, data };
}

/** Each partner a user ordered under with a partnerCustomerId, with the newest such id. */
export async function partnerCustomersOf(ctx: AppContext, userId: string): Promise<Array<{ partnerApiKey: string; partnerCustomerId: string }>> {
  const seen = new Map<string, string>();
  for (const row of await listUsersPartnerCustomerIds(ctx.db, userId)) {
    if (row.partnerCustomerId && !seen.has(row.partnerApiKey)) seen.set(row.partnerApiKey, row.partnerCustomerId);
  }
  return [...seen].map(([partnerApiKey, partnerCustomerId]) => ({ partnerApiKey, partnerCustomerId }));
}
