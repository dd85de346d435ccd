import { SandboxStreamDeposit, SandboxStreamDepositRequest, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { assertSameOrigin, assertSandboxAction, hasSandboxToken, SANDBOX_TOKEN_HEADER } from '../../http/sandbox-guard.js';
import { requireUser } from '../../http/require-user.js';
import { sendSandboxStreamDeposit } from './sandbox-stream.service.js';

/** Sandbox mode only: send crypto to a stream address (the sandbox console's 'Send a deposit'). */
export const sandboxStreamRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.isSandbox) return;
    app.post(
      '/sandbox/stream/deposits',
      {
        schema: {
          tags: ['sandbox'],
          summary:
            "Sandbox mode only: crypto arrives at a stream address (seen now, confirmed 4 s later); the user's own address with their token, any with X-Sandbox-Token; a transactionId reported again is the same deposit",
          body: SandboxStreamDepositRequest,
          response: { 200: successEnvelope(SandboxStreamDeposit) },
        },
      },
      async (request) => {
        const token = request.headers[SANDBOX_TOKEN_HEADER];
        const hasConsoleToken = hasSandboxToken(token, ctx.config);
        if (hasConsoleToken) assertSandboxAction(request, ctx.config, token);
        else assertSameOrigin(request, ctx.config);
        const owner = hasConsoleToken ? null : await requireUser(ctx, request);
        return { response: await sendSandboxStreamDeposit(ctx, { ownerId: owner?.userId ?? null, body: request.body }) };
      },
    );
  };
