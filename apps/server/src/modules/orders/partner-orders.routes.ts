import { PartnerOrder, PartnerOrderParams, PartnerOrdersQuery, PartnerOrdersResponse, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { partnerApiDocs, partnerFromHeaders } from '../partner-sessions/partner-auth.js';
import { getPartnerOrder, listPartnerOrders } from './partner-orders.js';

/** The partner API's order reads (X-Api-Key + X-Partner-Secret): the spec's partner redirect data. */
export const partnerOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/partner/orders/:id',
      {
        schema: {
          ...partnerApiDocs,
          summary: "Partner's server: one of its orders by Ferry's order id (the partner redirect data)",
          params: PartnerOrderParams,
          response: { 200: successEnvelope(PartnerOrder) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await getPartnerOrder(ctx, { apiKey: partner.apiKey, orderId: request.params.id }) };
      },
    );

    app.get(
      '/partner/orders',
      {
        schema: {
          ...partnerApiDocs,
          summary: "Partner's server: its orders made with this partnerOrderId, newest first (at most 100)",
          querystring: PartnerOrdersQuery,
          response: { 200: successEnvelope(PartnerOrdersResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: { orders: await listPartnerOrders(ctx, { apiKey: partner.apiKey, partnerOrderId: request.query.partnerOrderId }) } };
      },
    );
  };
