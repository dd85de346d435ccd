import { AddBankRequest, Bank, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { addBank } from './banks.service.js';

export const banksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/banks',
      {
        schema: {
          tags: ['banks'],
          summary:
            "Adds a payout bank account of the user (bank details): SEPA_BANK {iban, accountHolderName} or GBP_BANK {sortCode, accountNumber, accountHolderName}. The IBAN's checksum is checked; the same account again answers the same bank.",
          body: AddBankRequest,
          response: { 200: successEnvelope(Bank) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await addBank(ctx, { userId, body: request.body }) };
      },
    );
  };
