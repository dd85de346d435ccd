import { BinVerification, Card, DeleteCardRequest, DeleteCardResponse, successEnvelope, VerifyCardRequest } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../auth/require-user.js';
import { deleteCard, listCards, verifyCardBin } from './cards.service.js';

export const cardsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cards',
      { schema: { tags: ['cards'], summary: "The signed-in user's saved cards (scheme, last four, expiry; never the number)", response: { 200: successEnvelope(z.array(Card)) } } },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await listCards(ctx, { userId }) };
      },
    );

    app.delete(
      '/cards',
      {
        schema: {
          tags: ['cards'],
          summary: 'Removes a saved card; another user’s card answers 404',
          body: DeleteCardRequest,
          response: { 200: successEnvelope(DeleteCardResponse) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await deleteCard(ctx, { userId, cardId: request.body.cardId }) };
      },
    );

    app.post(
      '/cards/verify',
      {
        schema: {
          tags: ['cards'],
          summary: 'Verify card (BIN): binStatus, displayMessage and acceptance rate of the first six digits',
          body: VerifyCardRequest,
          response: { 200: successEnvelope(BinVerification) },
        },
      },
      async (request) => {
        await requireUser(ctx, request);
        return { response: await verifyCardBin(ctx, request.body) };
      },
    );
  };
