import {
  GenerateStreamWalletRequest,
  RefundWallet,
  RefundWalletQuery,
  SaveRefundWalletRequest,
  StreamEventItem,
  StreamEventsQuery,
  StreamSettings,
  StreamSettingsRequest,
  StreamWallet,
  successEnvelope,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { listStreamEvents } from './stream-events.service.js';
import { createStreamSettings, updateStreamSettingsOf } from './stream-settings.service.js';
import { generateStreamWallet, listRefundWallets, saveRefundWallet } from './stream-wallets.service.js';

/** The off-ramp stream calls of spec 001 section 7 (GET stream/fee lives with the quotes). */
export const streamRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const settingsSchema = (summary: string) => ({ tags: ['stream'], summary, body: StreamSettingsRequest, response: { 200: successEnvelope(StreamSettings) } });
    app.post(
      '/stream/settings',
      { schema: settingsSchema("Saves the first withdrawal details and ties the user's stream to this partner; 409 STREAM_SETTINGS_EXIST when some exist (use PUT), 403 STREAM_OTHER_PARTNER for a user onboarded with another partner") },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await createStreamSettings(ctx, { userId, body: request.body }) };
      },
    );
    app.put(
      '/stream/settings',
      { schema: settingsSchema('Updates the withdrawal details (a GBP or SEPA bank of the user, or a payout-capable card); 404 STREAM_SETTINGS_NOT_FOUND before any were saved') },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await updateStreamSettingsOf(ctx, { userId, body: request.body }) };
      },
    );
    app.post(
      '/stream/wallets',
      {
        schema: {
          tags: ['stream'],
          summary: 'Generate stream wallet: the dedicated deposit address of the user for a crypto on a network, the same on every call',
          body: GenerateStreamWalletRequest,
          response: { 200: successEnvelope(StreamWallet) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await generateStreamWallet(ctx, { userId, body: request.body }) };
      },
    );
    app.get(
      '/stream/events',
      {
        schema: {
          tags: ['stream'],
          summary: "The user's stream deposit events after afterSeq (oldest first, 100 at most): the names and payloads of the partner webhooks, for the widget's host events",
          querystring: StreamEventsQuery,
          response: { 200: successEnvelope(z.array(StreamEventItem)) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await listStreamEvents(ctx, { userId, afterSeq: request.query.afterSeq }) };
      },
    );
    app.get(
      '/stream/refund-wallets',
      { schema: { tags: ['stream'], summary: 'The refund wallet addresses (none or one) of a crypto on a network', querystring: RefundWalletQuery, response: { 200: successEnvelope(z.array(RefundWallet)) } } },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await listRefundWallets(ctx, { userId, ...request.query }) };
      },
    );
    app.post(
      '/stream/refund-wallets',
      {
        schema: {
          tags: ['stream'],
          summary: "Saves the refund wallet of a crypto on a network (checked for the network's format, 400 ENTER_VALID_ADDRESS otherwise); deposits waiting for it are refunded",
          body: SaveRefundWalletRequest,
          response: { 200: successEnvelope(z.array(RefundWallet)) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await saveRefundWallet(ctx, { userId, body: request.body }) };
      },
    );
  };
