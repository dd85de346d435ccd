import { successEnvelope, VerifyPanRequest, VerifyPanResponse } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { verifyPan } from './pan.service.js';

export const panRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/verify-pan',
      {
        schema: {
          tags: ['user'],
          summary: "Verify PAN (India): five capital letters, four digits, one capital letter; 400 PAN_INVALID with the field's message",
          body: VerifyPanRequest,
          response: { 200: successEnvelope(VerifyPanResponse) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await verifyPan(ctx, { userId, panNumber: request.body.panNumber }) };
      },
    );
  };
