import { PartnerInfo, PartnerParams, PartnerQuery, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { discountedFlowsOf } from './partner-campaigns.js';
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
      async (request) => {
        const partner = await requireActivePartner(ctx, {
          apiKey: request.params.apiKey,
          hostname: request.query.hostname || undefined,
        });
        return { response: { ...partner, discountedFlows: discountedFlowsOf(partner.apiKey, ctx.config.isSandbox) } };
      },
    );
  };
