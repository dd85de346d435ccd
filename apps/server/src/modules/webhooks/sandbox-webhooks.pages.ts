import { ApiKey } from '@ferry/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { inboxPage } from './sandbox-webhooks.html.js';
import { sandboxInbox } from './sandbox-webhooks.service.js';

export const SANDBOX_RECEIVER_PATH = '/sandbox/webhooks/receiver';

/**
 * Sandbox only: the webhook inbox page (every delivery, its payload and its signature check) and a
 * receiver a partner without a server can point its endpoint at (it answers 204, or the status
 * asked for with `?status=500`, to watch the retries).
 */
export const sandboxWebhooksPages =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    if (!ctx.config.isSandbox) return;

    app.get<{ Querystring: { apiKey?: string } }>('/sandbox/webhooks', async (request, reply) => {
      const parsed = ApiKey.safeParse(request.query.apiKey ?? 'pk_sandbox_demo');
      const apiKey = parsed.success ? parsed.data : 'pk_sandbox_demo';
      const inbox = await sandboxInbox(ctx, { apiKey });
      const receiverUrl = new URL(SANDBOX_RECEIVER_PATH, ctx.config.publicUrl).toString();
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(inboxPage(inbox, receiverUrl));
    });

    app.post<{ Querystring: { status?: string } }>(SANDBOX_RECEIVER_PATH, async (request, reply) => {
      const asked = Number(request.query.status);
      const status = Number.isInteger(asked) && asked >= 200 && asked <= 599 ? asked : 204;
      return reply.status(status).send();
    });
  };
