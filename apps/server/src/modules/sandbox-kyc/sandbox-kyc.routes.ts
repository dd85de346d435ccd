import { SandboxKycDecisionBody, SandboxKycProviderBody, SandboxKycState, SandboxKycUserBody, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { assertSandboxAction, SANDBOX_TOKEN_HEADER } from '../../http/sandbox-guard.js';
import {
  decideKycApplication,
  expireKycDetails,
  promoteByRiskEngine,
  sandboxKycState,
  setKycProviderAvailability,
} from './sandbox-kyc.service.js';

const tags = ['sandbox'];
const Done = successEnvelope(z.object({ isDone: z.literal(true) }));

/** Sandbox-only KYC console calls under /api/v1/sandbox/kyc; not registered in production (404). */
export const sandboxKycRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.isSandbox) return;
    // Every push needs the sandbox token and a same-origin caller; the state read stays open.
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'GET') assertSandboxAction(request, ctx.config, request.headers[SANDBOX_TOKEN_HEADER]);
    });

    app.get(
      '/sandbox/kyc',
      { schema: { tags, summary: 'Sandbox: the KYC provider switch and the applications held for manual review', response: { 200: successEnvelope(SandboxKycState) } } },
      async () => ({ response: await sandboxKycState(ctx) }),
    );

    app.post(
      '/sandbox/kyc/provider',
      { schema: { tags, summary: 'Sandbox: make the KYC provider available, or unavailable (maintenance, 503)', body: SandboxKycProviderBody, response: { 200: Done } } },
      async (request) => {
        await setKycProviderAvailability(ctx, request.body);
        return { response: { isDone: true as const } };
      },
    );

    app.post(
      '/sandbox/kyc/decision',
      { schema: { tags, summary: 'Sandbox: approve or reject the latest application of an e-mail (first name Review)', body: SandboxKycDecisionBody, response: { 200: Done } } },
      async (request) => {
        await decideKycApplication(ctx, request.body);
        return { response: { isDone: true as const } };
      },
    );

    app.post(
      '/sandbox/kyc/expire',
      { schema: { tags, summary: "Sandbox: make a user's approved KYC details due for a refresh now", body: SandboxKycUserBody, response: { 200: Done } } },
      async (request) => {
        await expireKycDetails(ctx, { email: request.body.email.toLowerCase() });
        return { response: { isDone: true as const } };
      },
    );

    app.post(
      '/sandbox/kyc/risk-engine',
      { schema: { tags, summary: 'Sandbox: the risk engine asks a user for ENHANCED verification', body: SandboxKycUserBody, response: { 200: Done } } },
      async (request) => {
        await promoteByRiskEngine(ctx, { email: request.body.email.toLowerCase() });
        return { response: { isDone: true as const } };
      },
    );
  };
