import { GetCountryResponse, InitWidgetQuery, InitWidgetResponse, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { infoLinksOf } from './info-links.js';
import { widgetErrorTrackingOf } from './widget-error-tracking.js';
import { checkEmbeddingHost } from './location.service.js';

export const locationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/init-widget',
      {
        schema: {
          tags: ['partner'],
          summary: "Checks the embedding host (result false means a known scam referrer) and gives the addresses of Ferry's information pages",
          querystring: InitWidgetQuery,
          response: { 200: successEnvelope(InitWidgetResponse) },
        },
      },
      async (request) => ({
        response: {
          ...(await checkEmbeddingHost(ctx, { hostname: request.query.hostname })),
          links: infoLinksOf(ctx.config),
          ...widgetErrorTrackingOf(ctx.config),
        },
      }),
    );

    app.get(
      '/get/country',
      {
        schema: {
          tags: ['partner'],
          summary: "The caller's country from its IP address",
          response: { 200: successEnvelope(GetCountryResponse) },
        },
      },
      async (request) => ({
        response: { ipCountryCode: ctx.providers.geoIp.countryOf({ ip: request.ip, headers: request.headers }) },
      }),
    );
  };
