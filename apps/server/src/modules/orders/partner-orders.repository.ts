import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { OrderRow } from './orders.repository.js';

/** At most this many orders answer one partnerOrderId (a partner may reuse its own ids). */
export const PARTNER_ORDERS_MAX = 100;

export async function findPartnersOrder(db: Database, { apiKey, orderId }: { apiKey: string; orderId: string }): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.partnerApiKey, apiKey)));
  return row ?? null;
}

export function listPartnersOrdersByPartnerOrderId(db: Database, { apiKey, partnerOrderId }: { apiKey: string; partnerOrderId: string }): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.partnerApiKey, apiKey), eq(orders.partnerOrderId, partnerOrderId)))
    .orderBy(desc(orders.createdAt))
    .limit(PARTNER_ORDERS_MAX);
}

/** The partners a user ordered under with a partnerCustomerId, newest order first. */
export function listUsersPartnerCustomerIds(db: Database, userId: string): Promise<Array<{ partnerApiKey: string; partnerCustomerId: string | null }>> {
  return db
    .select({ partnerApiKey: orders.partnerApiKey, partnerCustomerId: orders.partnerCustomerId })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.partnerCustomerId)))
    .orderBy(desc(orders.createdAt))
    .limit(500);
}
