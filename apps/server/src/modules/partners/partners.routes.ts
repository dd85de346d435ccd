import { PartnerInfo, PartnerParams, PartnerQuery, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireActivePartner } from './partners.service.js';

export const partnersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/partners/:apiKey',
      {
        schema: {
          tags: ['partner'],
          summary: 'Partner info for the widget start; refuses unknown, disabled and KYB-pending partners',
          params: PartnerParams,
          querystring: PartnerQuery,
          response: { 200: successEnvelope(PartnerInfo) },
        },
      },
      async (request) => ({
        response: await requireActivePartner(ctx, {
          apiKey: request.params.apiKey,
          hostname: request.query.hostname || undefined,
        }),
      }),
    );
  };
