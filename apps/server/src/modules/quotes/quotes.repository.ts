import type { Database } from '../../db/client.js';
import { sellLimits } from '../../db/schema/index.js';

export type SellLimitRow = typeof sellLimits.$inferSelect;

export function listSellLimitRows(db: Database): Promise<SellLimitRow[]> {
  return db.select().from(sellLimits);
}
