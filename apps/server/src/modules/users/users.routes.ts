import { MappedUser, successEnvelope, UsersQuery } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { getUserProfile } from './users.service.js';

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        schema: {
          tags: ['user'],
          summary:
            'The signed-in user (spec 001 section 3 "User", mapped per "Mapped user"); 401 without a live token',
          querystring: UsersQuery,
          response: { 200: successEnvelope(MappedUser) },
        },
      },
      async (request) => {
        const session = await requireUser(ctx, request);
        if (request.query.apiKey) await requireActivePartner(ctx, { apiKey: request.query.apiKey });
        return { response: await getUserProfile(ctx, { userId: session.userId }) };
      },
    );
  };
