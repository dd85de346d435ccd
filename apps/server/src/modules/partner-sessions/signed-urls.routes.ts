import {
  SigningVerdictResponse,
  successEnvelope,
  VerifyWidgetQueryRequest,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { signingVerdict } from './signed-urls.service.js';

export const signedUrlsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/widget-params/verify',
      {
        bodyLimit: 512 * 1024,
        schema: {
          tags: ['widget'],
          summary:
            "Is the widget's query signed with the partner's secret (signature = base64 HMAC-SHA256 of the query without signature), and does the partner require it",
          body: VerifyWidgetQueryRequest,
          response: { 200: successEnvelope(SigningVerdictResponse) },
        },
      },
      async (request) => {
        await requireActivePartner(ctx, { apiKey: request.body.apiKey });
        return {
          response: await signingVerdict(ctx, {
            apiKey: request.body.apiKey,
            rawQuery: request.body.query,
          }),
        };
      },
    );
  };
