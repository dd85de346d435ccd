import {
  CreateOneTimeTokenRequest,
  CreateOneTimeTokenResponse,
  CreateWidgetSessionRequest,
  CreateWidgetSessionResponse,
  ExchangeTokenRequest,
  ExchangeTokenResponse,
  OTT_HEADER,
  SESSION_ID_HEADER,
  SessionIdHeader,
  successEnvelope,
  WidgetSessionResponse,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { paramRejectionsRoutes } from './param-rejections.routes.js';
import { partnerApiDocs, partnerFromHeaders } from './partner-auth.js';
import {
  createOneTimeToken,
  createWidgetSession,
  exchangeOneTimeToken,
  openWidgetSession,
} from './partner-sessions.service.js';
import { signedUrlsRoutes } from './signed-urls.routes.js';

export const partnerSessionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/partner/widget-sessions',
      {
        bodyLimit: 256 * 1024,
        schema: {
          ...partnerApiDocs,
          summary:
            "Partner's server: create a widget session (single use, 5 minutes) from widget parameters",
          body: CreateWidgetSessionRequest,
          response: { 200: successEnvelope(CreateWidgetSessionResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await createWidgetSession(ctx, { partner, params: request.body }) };
      },
    );

    app.post(
      '/partner/one-time-tokens',
      {
        schema: {
          ...partnerApiDocs,
          summary:
            "Partner's server: a one-time token (single use, 5 minutes) that signs in the user with this verified e-mail",
          body: CreateOneTimeTokenRequest,
          response: { 200: successEnvelope(CreateOneTimeTokenResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await createOneTimeToken(ctx, { partner, email: request.body.email }) };
      },
    );

    app.get(
      '/session',
      {
        schema: {
          tags: ['session'],
          summary: 'Open a partner-created widget session once (header X-Session-ID)',
          headers: z.looseObject({ [SESSION_ID_HEADER]: SessionIdHeader }),
          response: { 200: successEnvelope(WidgetSessionResponse) },
        },
      },
      async (request) => ({
        response: await openWidgetSession(ctx, { sessionId: request.headers[SESSION_ID_HEADER] }),
      }),
    );

    app.post(
      '/exchange-token',
      {
        schema: {
          tags: ['session'],
          summary:
            "Exchange a partner's one-time token (header X-Ott) for the user's access token, once",
          headers: z.looseObject({ [OTT_HEADER]: SessionIdHeader }),
          body: ExchangeTokenRequest,
          response: { 200: successEnvelope(ExchangeTokenResponse) },
        },
      },
      async (request) => ({
        response: await exchangeOneTimeToken(ctx, {
          ott: request.headers[OTT_HEADER],
          partnerApiKey: request.body.partnerApiKey,
          language: request.askedLanguage,
        }),
      }),
    );

    await app.register(signedUrlsRoutes(ctx));
    await app.register(paramRejectionsRoutes(ctx));
  };
