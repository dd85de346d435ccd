import {
  BinVerification,
  Card,
  DeleteCardRequest,
  DeleteCardResponse,
  IsPayoutCardRequest,
  PayoutCardStatus,
  PayoutCardStatusParams,
  PayoutCardValidation,
  PayoutEligibility,
  successEnvelope,
  ValidatePayoutCardRequest,
  VerifyCardRequest,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { checkPayoutCard, payoutCardStatus, validatePayoutCard } from './cards-payout.service.js';
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
        return { response: await verifyCardBin(ctx, request.body, request.language) };
      },
    );

    app.post(
      '/cards/is-payout-card',
      {
        schema: {
          tags: ['cards'],
          summary: 'is-payout-card: may this saved card receive payouts in the fiat, and how fast (standard 48 h, fast_funds 30 min)',
          body: IsPayoutCardRequest,
          response: { 200: successEnvelope(PayoutEligibility) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await checkPayoutCard(ctx, { userId, ...request.body }) };
      },
    );

    app.post(
      '/cards/payout/validate',
      {
        schema: {
          tags: ['cards'],
          summary: 'Card validate (payout): saves a new card and starts its verification; pgData says whether the cardholder must authorise it first',
          body: ValidatePayoutCardRequest,
          response: { 200: successEnvelope(PayoutCardValidation) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await validatePayoutCard(ctx, { userId, body: request.body }) };
      },
    );

    app.get(
      '/cards/payout/:paymentId',
      {
        schema: {
          tags: ['cards'],
          summary: "Payout card status: cardId (null until the verification finished) and isPayoutAllowed; another user's verification is 404",
          params: PayoutCardStatusParams,
          response: { 200: successEnvelope(PayoutCardStatus) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await payoutCardStatus(ctx, { userId, paymentId: request.params.paymentId }) };
      },
    );
  };
