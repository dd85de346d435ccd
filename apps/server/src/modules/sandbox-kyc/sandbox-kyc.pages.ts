import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { assertSameOrigin, assertSandboxAction, sandboxTokenOf } from '../../http/sandbox-guard.js';
import type { AppContext } from '../../context.js';
import { advanceFcaTimers } from '../fca/fca.service.js';
import { consolePage, verificationPage } from './sandbox-kyc.html.js';
import {
  decideKycApplication,
  expireKycDetails,
  finishWorkflowRun,
  getWorkflowRun,
  promoteByRiskEngine,
  sandboxKycState,
  setKycProviderAvailability,
} from './sandbox-kyc.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const field = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim().slice(0, 320) : '';
};

/**
 * HTML pages of the sandbox KYC provider, outside /api: the ID-proof page a user opens from the
 * widget, and the console page. Plain forms, no scripts. Not registered in production.
 */
export const sandboxKycPages =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    if (!ctx.config.isSandbox) return;
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get<{ Params: { workflowRunId: string } }>('/sandbox/kyc/:workflowRunId', async (request, reply) => {
      const { workflowRunId } = request.params;
      const run = UUID.test(workflowRunId) ? await getWorkflowRun(ctx, workflowRunId) : null;
      if (!run) return html(reply, 404, '<!doctype html><title>Not found</title><p>This verification link is not valid.</p>');
      return html(reply, 200, verificationPage(workflowRunId, run));
    });

    for (const [verb, outcome] of [['complete', 'SUBMITTED'], ['decline', 'REJECTED']] as const) {
      app.post<{ Params: { workflowRunId: string } }>(`/sandbox/kyc/:workflowRunId/${verb}`, async (request, reply) => {
        const { workflowRunId } = request.params;
        if (!UUID.test(workflowRunId)) return html(reply, 404, '<p>This verification link is not valid.</p>');
        assertSameOrigin(request, ctx.config);
        await finishWorkflowRun(ctx, { workflowRunId, outcome });
        return reply.redirect(`/sandbox/kyc/${workflowRunId}`, 303);
      });
    }

    app.get<{ Querystring: { notice?: string } }>('/sandbox/kyc', async (request, reply) =>
      html(reply, 200, consolePage(await sandboxKycState(ctx), request.query.notice?.slice(0, 200) ?? null, sandboxTokenOf(ctx.config))),
    );

    const consoleAction = (path: string, run: (body: unknown) => Promise<string>) =>
      app.post(`/sandbox/kyc/console/${path}`, async (request, reply) => {
        assertSandboxAction(request, ctx.config, field(request.body, 'sandboxToken'));
        let notice: string;
        try {
          notice = await run(request.body);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          notice = error.message;
        }
        return reply.redirect(`/sandbox/kyc?notice=${encodeURIComponent(notice)}`, 303);
      });

    consoleAction('provider', async (body) => {
      const isAvailable = field(body, 'isAvailable') === 'true';
      await setKycProviderAvailability(ctx, { isAvailable });
      return isAvailable ? 'The KYC provider is available.' : 'The KYC provider is under maintenance.';
    });
    consoleAction('decide', async (body) => {
      const decision = field(body, 'decision') === 'APPROVED' ? 'APPROVED' : 'REJECTED';
      await decideKycApplication(ctx, { email: field(body, 'email'), decision });
      return `${decision === 'APPROVED' ? 'Approved' : 'Rejected'} ${field(body, 'email')}.`;
    });
    consoleAction('expire', async (body) => {
      await expireKycDetails(ctx, { email: field(body, 'email').toLowerCase() });
      return `KYC details of ${field(body, 'email')} are due for a refresh.`;
    });
    consoleAction('fca-advance', async (body) => {
      const hours = Number(field(body, 'hours'));
      if (!Number.isFinite(hours) || hours <= 0 || hours > 8784) return 'Hours must be a number from 1 to 8784.';
      const email = field(body, 'email').toLowerCase();
      await advanceFcaTimers(ctx, { email, hours });
      return `FCA timers of ${email} moved on by ${hours} hours.`;
    });
    consoleAction('risk-engine', async (body) => {
      await promoteByRiskEngine(ctx, { email: field(body, 'email').toLowerCase() });
      return `${field(body, 'email')} must complete enhanced verification.`;
    });
  };
