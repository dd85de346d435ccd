import { Order, OrderParams, OrderStatus, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { assertSandboxAction, hasSandboxToken, SANDBOX_TOKEN_HEADER } from '../../http/sandbox-guard.js';
import { requireUser } from '../../http/require-user.js';
import { changeOrderStatus } from './order-status.service.js';
import { findOrder } from './orders.repository.js';
import { orderNotFound, viewOrder } from './orders.service.js';

/** Sandbox console: push any order to any legal next status (sandbox mode only). */
export const sandboxOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.isSandbox) return;
    app.post(
      '/sandbox/orders/:orderId/status',
      {
        schema: {
          tags: ['sandbox'],
          summary: "Sandbox mode only: moves an order to a legal next status (the user's own with their token, any with X-Sandbox-Token); 409 ORDER_STATUS_CONFLICT for any other",
          params: OrderParams,
          body: z.object({ status: OrderStatus }),
          response: { 200: successEnvelope(Order) },
        },
      },
      async (request) => {
        // The console's token moves any order; otherwise only the user's own, with their access token.
        const hasConsoleToken = hasSandboxToken(request.headers[SANDBOX_TOKEN_HEADER], ctx.config);
        if (hasConsoleToken) assertSandboxAction(request, ctx.config, request.headers[SANDBOX_TOKEN_HEADER]);
        const owner = hasConsoleToken ? null : await requireUser(ctx, request);
        const row = await findOrder(ctx.db, request.params.orderId);
        if (!row || (owner && row.userId !== owner.userId)) throw orderNotFound();
        return { response: await viewOrder(ctx, await changeOrderStatus(ctx, row, request.body.status, { reason: 'sandbox console' })) };
      },
    );
  };
