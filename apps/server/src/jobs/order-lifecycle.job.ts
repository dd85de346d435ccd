import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { advanceDueOrders } from '../modules/orders/orders.service.js';

const BATCH = 100;

/**
 * Moves orders on by the clock even when nobody reads them: expiry at autoExpiresAt, payments
 * never started (a crash between insert and payment), and the sandbox's processing and delivery.
 * Safe on many instances at once: every step is a conditional status change.
 */
export function startOrderLifecycleJob(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  let pass: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (pass) return;
    pass = advanceDueOrders(ctx, { limit: BATCH })
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'order lifecycle pass failed'))
      .finally(() => {
        pass = null;
      });
  }, intervalMs);
  timer.unref();
  // Stopping waits for a pass under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
