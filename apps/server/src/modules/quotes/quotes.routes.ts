import {
  Quote,
  QuoteQuery,
  QuoteRefreshQuery,
  SellLimits,
  SellLimitsQuery,
  StreamFee,
  StreamFeeQuery,
  successEnvelope,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { writtenBySchemaCompiler } from '../../http/response-serializer.js';
import { createQuoteAnswerCache } from './answer-cache.js';
import { getQuote, getSellLimits, getStreamFee, refreshQuote } from './quotes.service.js';

export const quotesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = createQuoteAnswerCache(ctx.now);
    app.addHook('onRoute', answers.attach);

    app.get(
      '/widget/quotes',
      {
        preParsing: answers.serveRemembered,
        serializerCompiler: writtenBySchemaCompiler,
        schema: {
          tags: ['quotes'],
          summary: 'A signed quote for a buy or a sell, by fiat or crypto amount (also NFT and Ferry One buys)',
          querystring: QuoteQuery,
          response: { 200: successEnvelope(Quote) },
        },
      },
      async (request, reply) => answers.send(request, reply, { response: await getQuote(ctx, request.query) }),
    );

    app.get(
      '/quotes/one-click-protocol',
      {
        preParsing: answers.serveRemembered,
        serializerCompiler: writtenBySchemaCompiler,
        schema: {
          tags: ['quotes'],
          summary: 'A Ferry One (one-click protocol) quote: widget/quotes with isFerryOne set',
          querystring: QuoteQuery,
          response: { 200: successEnvelope(Quote) },
        },
      },
      async (request, reply) => answers.send(request, reply, { response: await getQuote(ctx, { ...request.query, isFerryOne: true }) }),
    );

    app.get(
      '/quotes/refresh',
      {
        serializerCompiler: writtenBySchemaCompiler,
        schema: {
          tags: ['quotes'],
          summary: 'A fresh quote for the same request as an earlier quote id',
          querystring: QuoteRefreshQuery,
          response: { 200: successEnvelope(Quote) },
        },
      },
      async (request) => ({ response: await refreshQuote(ctx, request.query) }),
    );

    app.get(
      '/limits/SELL',
      {
        schema: {
          tags: ['quotes'],
          summary: 'Sell limits per crypto, fiat and payment method (missing ones default to 100 / 10 / 10,000,000)',
          querystring: SellLimitsQuery,
          response: { 200: successEnvelope(SellLimits) },
        },
      },
      async (request) => ({ response: await getSellLimits(ctx, request.query) }),
    );

    app.get(
      '/stream/fee',
      {
        schema: {
          tags: ['quotes'],
          summary: "Ferry's off-ramp stream fee percentage for a payout method",
          querystring: StreamFeeQuery,
          response: { 200: successEnvelope(StreamFee) },
        },
      },
      async (request) => ({ response: await getStreamFee(ctx, request.query) }),
    );
  };
