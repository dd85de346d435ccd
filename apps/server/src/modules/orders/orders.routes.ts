import {
  CancelOrderQuery,
  CreateOrderQuery,
  IdempotencyKey,
  Limits,
  LimitsQuery,
  MarkPaymentDoneRequest,
  Order,
  OrderListItem,
  OrderParams,
  Reservation,
  successEnvelope,
  WalletReserveRequest,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { widgetOriginOf } from '../../http/widget-origin.js';
import { requireUser } from '../../http/require-user.js';
import { createOrder } from './create-order.service.js';
import { getLimits } from './limits.service.js';
import { cancelOrder, getOrder, listOrders, markPaymentDone, viewOrder } from './orders.service.js';
import { reserveWallet } from './reservations.service.js';

const CreateOrderHeaders = z.object({ 'idempotency-key': IdempotencyKey });

export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/wallet-reserve',
      {
        schema: {
          tags: ['orders'],
          summary: 'Reserves a valid quote and a checked wallet address for one order (spec 000 section 7)',
          body: WalletReserveRequest,
          response: { 200: successEnvelope(Reservation) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await reserveWallet(ctx, { userId, body: request.body }) };
      },
    );

    app.post(
      '/orders/create-order',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Creates the order of a reservation. Idempotent: the same Idempotency-Key or reservation answers the same order. 409 ORDER_EXISTS while another order awaits payment.',
          querystring: CreateOrderQuery,
          headers: CreateOrderHeaders,
          response: { 200: successEnvelope(Order) },
        },
      },
      async (request) => {
        const { userId, email } = await requireUser(ctx, request);
        const returnOrigin = widgetOriginOf(request, ctx.config);
        const row = await createOrder(ctx, { userId, email, idempotencyKey: request.headers['idempotency-key'], query: request.query, returnOrigin });
        return { response: await viewOrder(ctx, row) };
      },
    );

    app.get(
      '/limits',
      {
        schema: {
          tags: ['orders'],
          summary: "My limits (spec 001 section 7): per window '1', '30' and '365' days, the limit, spent and remaining in the asked fiat; the figures create-order enforces",
          querystring: LimitsQuery,
          response: { 200: successEnvelope(Limits) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await getLimits(ctx, { userId, query: request.query }) };
      },
    );

    app.get(
      '/orders',
      { schema: { tags: ['orders'], summary: "The user's orders, newest first", response: { 200: successEnvelope(z.array(OrderListItem)) } } },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await listOrders(ctx, { userId }) };
      },
    );

    app.get(
      '/order/:orderId',
      {
        schema: { tags: ['orders'], summary: 'One order of the user; 404 for anyone else', params: OrderParams, response: { 200: successEnvelope(Order) } },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await getOrder(ctx, { userId, orderId: request.params.orderId, language: request.language }) };
      },
    );

    app.delete(
      '/orders/cancel/:orderId',
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancels an order awaiting payment or marked paid; the reason is required. 409 from any other status.',
          params: OrderParams,
          querystring: CancelOrderQuery,
          response: { 200: successEnvelope(Order) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await cancelOrder(ctx, { userId, orderId: request.params.orderId, cancelReason: request.query.cancelReason }) };
      },
    );

    app.post(
      '/orders/payment-done',
      {
        schema: {
          tags: ['orders'],
          summary: "Mark payment done ('Yes, I Have Paid'), with the 12-digit UTR for INR UPI and bank transfer",
          body: MarkPaymentDoneRequest,
          response: { 200: successEnvelope(Order) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await markPaymentDone(ctx, { userId, body: request.body }) };
      },
    );
  };
