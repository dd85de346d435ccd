import { z } from 'zod';
import { type JobHandler, onEvent, withData } from '../../events/job-handler.js';
import type { QueueName } from '../../events/queues.js';
import { expireOrderIfDue } from './order-expiry.js';
import { startOrderPayment } from './order-payment.js';
import { settleOrder } from './order-settlement.js';
import { applyProviderNews } from './provider-news.js';
import { findOrder } from './orders.repository.js';

const OrderJob = z.object({ orderId: z.uuid() });

/** The order lifecycle, driven by jobs and events (src/events/queues.ts says which feeds which). */
export const ordersJobs = {
  'orders-expire': withData(OrderJob, (ctx, { orderId }) => expireOrderIfDue(ctx, orderId)),
  'orders-start-payment': withData(OrderJob, async (ctx, { orderId }) => {
    const row = await findOrder(ctx.db, orderId);
    if (row) await startOrderPayment(ctx, row);
  }),
  'orders-settle': onEvent(settleOrder),
  'orders-provider-news': onEvent(applyProviderNews),
} satisfies Partial<Record<QueueName, JobHandler>>;
