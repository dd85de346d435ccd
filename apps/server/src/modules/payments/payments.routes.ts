import {
  CancelGatewayPaymentRequest,
  InitWalletPayRequest,
  InitWalletPayResponse,
  NotifyPaymentUpdateRequest,
  Order,
  PaymentUpdateRequest,
  PaymentUpdateResponse,
  successEnvelope,
  ValidateApplePaySessionRequest,
  ValidateApplePaySessionResponse,
  WalletPayConfig,
  WalletPayConfigQuery,
  WalletPayPlatform,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { cancelGatewayPayment, initWalletPayment, notifyPaymentUpdate, onGatewayPaymentUpdated, updatePayment } from './payments.service.js';
import { validateApplePaySession, walletPayConfig } from './wallet-pay.js';

export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    ctx.providers.cardGateway.onPaymentUpdated((payment) => onGatewayPaymentUpdated(ctx, payment));

    app.post(
      '/payment/notify-update',
      {
        schema: {
          tags: ['payments'],
          summary: 'Notify payment update: reads the gateway payment again and moves the order on',
          body: NotifyPaymentUpdateRequest,
          response: { 200: successEnvelope(Order) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await notifyPaymentUpdate(ctx, { userId, paymentId: request.body.paymentId }) };
      },
    );

    app.post(
      '/payment/update',
      {
        schema: {
          tags: ['payments'],
          summary: "Payment update: the payment's state read from the gateway (the wallet pages after their 3DS frame); moves the order on",
          body: PaymentUpdateRequest,
          response: { 200: successEnvelope(PaymentUpdateResponse) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await updatePayment(ctx, { userId, ...request.body }) };
      },
    );

    app.post(
      '/payment/cancel',
      {
        schema: {
          tags: ['payments'],
          summary: "Cancel gateway payment: the payer left the payment page; cancels the order unless it was paid",
          body: CancelGatewayPaymentRequest,
          response: { 200: successEnvelope(Order) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await cancelGatewayPayment(ctx, { sessionUserId: userId, body: request.body }) };
      },
    );

    app.get(
      '/get-config/:platform',
      {
        schema: {
          tags: ['payments'],
          summary: 'Wallet pay configuration (applepay or googlepay)',
          params: z.object({ platform: WalletPayPlatform }),
          querystring: WalletPayConfigQuery,
          response: { 200: successEnvelope(WalletPayConfig) },
        },
      },
      async (request) => {
        await requireUser(ctx, request);
        return { response: walletPayConfig(ctx, request.params.platform) };
      },
    );

    app.post(
      '/validate-applepay-session',
      {
        schema: {
          tags: ['payments'],
          summary: 'Apple Pay merchant validation',
          body: ValidateApplePaySessionRequest,
          response: { 200: successEnvelope(ValidateApplePaySessionResponse) },
        },
      },
      async (request) => {
        await requireUser(ctx, request);
        return { response: validateApplePaySession(ctx, request.body) };
      },
    );

    for (const [path, platform] of [['/init/apple-pay', 'apple_pay'], ['/init/google-pay', 'google_pay']] as const) {
      app.post(
        path,
        {
          schema: {
            tags: ['payments'],
            summary: `Completes the order's ${platform === 'apple_pay' ? 'Apple Pay' : 'Google Pay'} payment with the wallet token; PENDING with a 3DS redirect when required`,
            body: InitWalletPayRequest,
            response: { 200: successEnvelope(InitWalletPayResponse) },
          },
        },
        async (request) => {
          const { userId } = await requireUser(ctx, request);
          return { response: await initWalletPayment(ctx, { sessionUserId: userId, platform, body: request.body }) };
        },
      );
    }
  };
