import {
  BOT_CHECK_HEADER,
  BotCheckChallenge,
  GenerateOtpRequest,
  GenerateOtpResponse,
  LogoutResponse,
  successEnvelope,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { logout, requestLoginCode, verifyLoginCode } from './auth.service.js';
import { createBotCheckChallenge } from './bot-check.service.js';
import { createAuthThrottles, requesterOf } from './rate-limits.js';
import { requireUser } from '../../http/require-user.js';

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const throttles = createAuthThrottles(app, ctx.config);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/auth/bot-check/challenge',
      {
        schema: {
          tags: ['auth'],
          summary:
            'A single-use bot-check challenge (self-hosted ALTCHA proof of work, or the hCaptcha site key)',
          response: { 200: successEnvelope(BotCheckChallenge) },
        },
      },
      async () => ({ response: await createBotCheckChallenge(ctx) }),
    );

    app.post(
      '/auth/login',
      {
        onRequest: throttles.loginPerIp,
        schema: {
          tags: ['auth'],
          summary:
            'Generate OTP: e-mails a 6-digit code valid 10 minutes, replacing any earlier one. Header X-Hcaptcha-Token carries the bot-check token. Same answer for every e-mail.',
          body: GenerateOtpRequest,
          response: { 200: successEnvelope(GenerateOtpResponse) },
        },
      },
      async (request) => ({
        response: await requestLoginCode(ctx, {
          apiKey: request.body.apiKey,
          email: request.body.email,
          botCheckToken: headerValue(request.headers[BOT_CHECK_HEADER]),
          throttleEmail: () => throttles.codesPerEmail(request),
          requester: requesterOf(request),
          language: request.language,
        }),
      }),
    );

    app.post(
      '/auth/verify',
      {
        onRequest: throttles.verifyPerIp,
        schema: {
          tags: ['auth'],
          summary:
            'Verify OTP: answers an access token for the Authorization header. isTncAccepted true records acceptance of terms 1.1.0; without it a user who never accepted gets TNC_REQUIRED.',
          body: VerifyOtpRequest,
          response: { 200: successEnvelope(VerifyOtpResponse) },
        },
      },
      async (request) => ({ response: await verifyLoginCode(ctx, { ...request.body, language: request.askedLanguage }) }),
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Revokes the access token of the call; it answers 401 everywhere afterwards',
          response: { 200: successEnvelope(LogoutResponse) },
        },
      },
      async (request) => ({ response: await logout(ctx, await requireUser(ctx, request)) }),
    );
  };
