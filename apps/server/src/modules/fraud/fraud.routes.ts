import { DeviceSessionResponse, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { startDeviceSession } from './fraud.service.js';

export const fraudRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fraud/device-session',
      {
        schema: {
          tags: ['orders'],
          summary: 'Start a fraud-detection device session (before confirm order); its id goes with create-order as additionalData.deviceSessionId',
          response: { 200: successEnvelope(DeviceSessionResponse) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await startDeviceSession(ctx, { userId }) };
      },
    );
  };
