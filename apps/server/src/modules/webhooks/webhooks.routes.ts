import {
  ListWebhookEventsQuery,
  PartnerWebhookEvent,
  PartnerWebhookEventsResponse,
  PutWebhookEndpointRequest,
  ReplayWebhookEventResponse,
  successEnvelope,
  WebhookEndpointDeletedResponse,
  WebhookEndpointResponse,
  WebhookEventIdParams,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { partnerApiDocs, partnerFromHeaders } from '../partner-sessions/partner-auth.js';
import { deleteWebhookEndpoint, getWebhookEndpoint, putWebhookEndpoint, rotateWebhookSecret } from './webhook-endpoints.service.js';
import { getPartnerWebhookEvent, listPartnerWebhookEvents, replayWebhookEvent } from './webhook-events.service.js';

const docs = { ...partnerApiDocs, description: `${partnerApiDocs.description} Webhooks follow Standard Webhooks; see /docs/webhooks.` };

/** The partner API of webhooks: the endpoint and its signing secret, the events, replay. */
export const webhooksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/partner/webhook-endpoint',
      {
        schema: {
          ...docs,
          summary: "Partner's server: set the webhook endpoint (http(s); https only in production). The signing secret (whsec_...) is answered once, when the endpoint is created",
          body: PutWebhookEndpointRequest,
          response: { 200: successEnvelope(WebhookEndpointResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await putWebhookEndpoint(ctx, { apiKey: partner.apiKey, url: request.body.url }) };
      },
    );

    app.get(
      '/partner/webhook-endpoint',
      { schema: { ...docs, summary: "Partner's server: the webhook endpoint (never its secret)", response: { 200: successEnvelope(WebhookEndpointResponse) } } },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await getWebhookEndpoint(ctx, { apiKey: partner.apiKey }) };
      },
    );

    app.delete(
      '/partner/webhook-endpoint',
      { schema: { ...docs, summary: "Partner's server: remove the webhook endpoint (deliveries stop; events stay listable)", response: { 200: successEnvelope(WebhookEndpointDeletedResponse) } } },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        await deleteWebhookEndpoint(ctx, { apiKey: partner.apiKey });
        return { response: { isDeleted: true as const } };
      },
    );

    app.post(
      '/partner/webhook-endpoint/rotate-secret',
      {
        schema: {
          ...docs,
          summary: "Partner's server: a new signing secret, answered once; the previous one signs beside it for 24 hours",
          response: { 200: successEnvelope(WebhookEndpointResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await rotateWebhookSecret(ctx, { apiKey: partner.apiKey }) };
      },
    );

    app.get(
      '/partner/webhook-events',
      {
        schema: {
          ...docs,
          summary: "Partner's server: its webhook events, newest first, with every delivery and try",
          querystring: ListWebhookEventsQuery,
          response: { 200: successEnvelope(PartnerWebhookEventsResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: { events: await listPartnerWebhookEvents(ctx, { apiKey: partner.apiKey, ...request.query }) } };
      },
    );

    app.get(
      '/partner/webhook-events/:id',
      { schema: { ...docs, summary: "Partner's server: one webhook event with its deliveries", params: WebhookEventIdParams, response: { 200: successEnvelope(PartnerWebhookEvent) } } },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await getPartnerWebhookEvent(ctx, { apiKey: partner.apiKey, eventId: request.params.id }) };
      },
    );

    app.post(
      '/partner/webhook-events/:id/replay',
      {
        schema: {
          ...docs,
          summary: "Partner's server: send an event again (same webhook-id and body, new timestamp and signature)",
          params: WebhookEventIdParams,
          response: { 200: successEnvelope(ReplayWebhookEventResponse) },
        },
      },
      async (request) => {
        const partner = await partnerFromHeaders(ctx, request);
        return { response: await replayWebhookEvent(ctx, { apiKey: partner.apiKey, eventId: request.params.id }) };
      },
    );
  };
