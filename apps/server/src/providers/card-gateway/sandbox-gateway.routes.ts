import type { Config } from '../../config/env.js';
import { assertSameOrigin } from '../../http/sandbox-guard.js';
import { CardTokenResult, ErrorCode, successEnvelope } from '@ferry/contracts';
import { parseCardFormTheme } from '@ferry/rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { CardGateway } from './card-gateway.js';
import { CARD_FORM_SCRIPT, cardFormHtml } from './card-form-page.js';
import { cardFormLanguage } from './sandbox-gateway-texts.js';
import { bankPageHtml, cardAuthorisedPageHtml, challengePageHtml, finishedPageHtml } from './hosted-pages.js';
import type { SandboxCardGateway } from './sandbox-card-gateway.js';
import { behaviourOfNumber, passesLuhn, schemeOf } from './sandbox-test-cards.js';

export function isSandboxCardGateway(gateway: CardGateway): gateway is SandboxCardGateway {
  return gateway.isSandbox && 'completeAction' in gateway;
}

const TokenRequest = z.object({
  number: z.string().regex(/^\d{12,19}$/, 'Invalid card number'),
  expiryMonth: z.number().int().min(1, 'Invalid expiry date').max(12, 'Invalid expiry date'),
  expiryYear: z.number().int().min(2000, 'Invalid expiry date').max(2100, 'Invalid expiry date'),
  cvv: z.string().regex(/^\d{3,4}$/, 'Invalid cvv'),
  name: z.string().max(100).optional(),
});
const PaymentParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{16,64}$/) });
const ActionBody = z.object({ outcome: z.enum(['approve', 'fail']) });

/** Adds cko-session-id, as the gateway does on its way back to the merchant. */
function withSessionId(url: string, paymentId: string): string {
  const target = new URL(url);
  target.searchParams.set('cko-session-id', paymentId);
  return target.toString();
}

/**
 * The sandbox card gateway's own pages and token endpoint, served by Ferry under
 * /sandbox/card-gateway (sandbox mode only). Request bodies are never logged (src/http/logger.ts).
 */
export const sandboxCardGatewayRoutes =
  (gateway: SandboxCardGateway, now: () => Date, config: Pick<Config, 'publicUrl'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.get('/card-form', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(cardFormHtml(parseCardFormTheme(request.query as Record<string, unknown>), cardFormLanguage(request.query))),
    );
    app.get('/card-form.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CARD_FORM_SCRIPT),
    );

    app.post(
      '/api/tokens',
      { schema: { hide: true, body: TokenRequest, response: { 200: successEnvelope(CardTokenResult) } } },
      async (request, reply) => {
        const { number, expiryMonth, expiryYear, cvv } = request.body;
        const scheme = schemeOf(number);
        if (!passesLuhn(number)) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid card number');
        const current = now();
        if (expiryYear < current.getUTCFullYear() || (expiryYear === current.getUTCFullYear() && expiryMonth < current.getUTCMonth() + 1)) {
          throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid expiry date');
        }
        if (cvv.length !== (scheme === 'amex' ? 4 : 3)) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid cvv');
        const card = { scheme, bin: number.slice(0, 6), last4: number.slice(-4), cardType: 'DEBIT' as const, expiryMonth, expiryYear };
        const token = await gateway.saveToken({ ...card, behaviour: behaviourOfNumber(number) });
        reply.header('cache-control', 'no-store');
        return { response: { token, ...card } };
      },
    );

    const showPayment = (kind: 'challenge' | 'bank') =>
      async (request: { params: unknown }, reply: FastifyReply) => {
        const { paymentId } = PaymentParams.parse(request.params);
        const row = await gateway.findPaymentRow(paymentId);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Payment not found');
        const body = row.status !== 'REQUIRES_ACTION' ? finishedPageHtml() : kind === 'challenge' ? challengePageHtml(row) : bankPageHtml(row);
        return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
      };
    app.get('/3ds/:paymentId', { schema: { hide: true, params: PaymentParams } }, showPayment('challenge'));
    app.get('/bank/:paymentId', { schema: { hide: true, params: PaymentParams } }, showPayment('bank'));

    app.get('/card-authorised', { schema: { hide: true, querystring: z.looseObject({ result: z.string().max(16).optional() }) } }, async (request, reply) =>
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(cardAuthorisedPageHtml(request.query.result === 'failed')),
    );

    app.post('/actions/:paymentId', { schema: { hide: true, params: PaymentParams, body: ActionBody } }, async (request, reply) => {
      // The payment's page posts here; another site's form cannot complete someone's challenge.
      assertSameOrigin(request, config);
      const row = await gateway.findPaymentRow(request.params.paymentId);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Payment not found');
      const payment = await gateway.completeAction(row.id, request.body.outcome);
      const target = payment?.status === 'AUTHORIZED' ? row.successUrl : row.failureUrl;
      return reply.redirect(withSessionId(target, row.id), 303);
    });
  };
