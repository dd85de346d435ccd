import { MailboxQuery, MailboxResponse, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { readMailbox } from './sandbox.service.js';

/** Sandbox-only helpers for people trying Ferry; not registered at all in production mode. */
export const sandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.isSandbox) return;
    if (ctx.providers.mail.mailbox) {
      app.addHook('onReady', async () => {
        app.log.info(
          `sandbox mailbox: GET ${ctx.config.publicUrl}/api/v1/sandbox/mailbox?email=...`,
        );
      });
    }

    app.get(
      '/sandbox/mailbox',
      {
        schema: {
          tags: ['sandbox'],
          summary:
            'Sandbox mode only: every e-mail sent to this address, newest first, with the one-time code as its own field',
          querystring: MailboxQuery,
          response: { 200: successEnvelope(MailboxResponse) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { response: await readMailbox(ctx, { email: request.query.email }) };
      },
    );
  };
