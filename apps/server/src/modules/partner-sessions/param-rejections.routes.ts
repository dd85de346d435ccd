import {
  ParamRejectionsResponse,
  ReportParamRejectionsRequest,
  ReportParamRejectionsResponse,
  successEnvelope,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { listPartnerParamRejections, recordParamRejections } from './param-rejections.service.js';
import { partnerApiDocs, partnerFromHeaders } from './partner-auth.js';

/** A widget reports once per start; more than this from one client is not a widget starting. */
export const REJECTION_REPORTS_PER_MINUTE = 20;

export const paramRejectionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/widget-params/rejections',
      {
        config: { rateLimit: { max: REJECTION_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['widget'],
          summary:
            'The widget reports the query parameters it refused at start, for the partner to read',
          body: ReportParamRejectionsRequest,
          response: { 200: successEnvelope(ReportParamRejectionsResponse) },
        },
      },
      async (request) => {
        await requireActivePartner(ctx, { apiKey: request.body.apiKey });
        return {
          response: await recordParamRejections(ctx, { ...request.body, log: request.log }),
        };
      },
    );

    app.get(
      '/partner/param-rejections',
      {
        schema: {
          ...partnerApiDocs,
          summary:
            "Partner's server: the newest widget parameters the widget refused for this key, with why",
          response: { 200: successEnvelope(ParamRejectionsResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await listPartnerParamRejections(ctx, { apiKey: partner.apiKey }) };
      },
    );
  };
