import { ErrorCode, SandboxFcaAdvanceRequest, SandboxFcaAdvanceResult, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { assertSameOrigin, assertSandboxAction, hasSandboxToken, SANDBOX_TOKEN_HEADER } from '../../http/sandbox-guard.js';
import { requireUser } from '../../http/require-user.js';
import { advanceFcaTimers } from './fca.service.js';

/** Sandbox clock control for the UK journey (sandbox mode only; absent, 404, in production). */
export const sandboxFcaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.isSandbox) return;
    app.post(
      '/sandbox/fca/advance',
      {
        schema: {
          tags: ['sandbox'],
          summary:
            "Sandbox mode only: moves a user's FCA timers (cooling-off end, retry time) back by `hours`; any user's with X-Sandbox-Token, or the user's own with their access token; same-origin only",
          body: SandboxFcaAdvanceRequest,
          response: { 200: successEnvelope(SandboxFcaAdvanceResult) },
        },
      },
      async (request) => {
        const hasConsoleToken = hasSandboxToken(request.headers[SANDBOX_TOKEN_HEADER], ctx.config);
        if (hasConsoleToken) assertSandboxAction(request, ctx.config, request.headers[SANDBOX_TOKEN_HEADER]);
        else {
          assertSameOrigin(request, ctx.config);
          const session = await requireUser(ctx, request);
          if (session.email !== request.body.email) {
            throw new AppError(ErrorCode.SANDBOX_ACTION_REFUSED, 'With your own token you can only move your own timers.');
          }
        }
        return { response: await advanceFcaTimers(ctx, request.body) };
      },
    );
  };
