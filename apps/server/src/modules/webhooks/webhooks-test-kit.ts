import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';
import { getQuote, reserve, createOrderCall, tokenizeCard, TEST_CARDS } from '../orders/orders-test-kit.js';

/** Test helpers for partner webhooks: a real HTTP receiver and the partner API's headers. */

export type Received = { headers: Record<string, string>; body: string; at: number };

/**
 * A webhook receiver on 127.0.0.1 and an ephemeral port. `answer` decides each request's status
 * (its argument counts the requests so far, from 1); `received` keeps every request in arrival order.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (count: number) => number = () => 204;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.statusCode = answer(received.length);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/ferry`,
    received,
    answerWith(next: (count: number) => number) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Test files share one PostgreSQL database across runs: each starts from a partner without an endpoint. */
export async function removeEndpoint(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  await app.inject({ method: 'DELETE', url: '/api/v1/partner/webhook-endpoint', headers });
}

export const partnerHeaders = (apiKey = 'pk_sandbox_demo', secret = apiKey.replace(/^pk_/, 'sk_')) => ({ 'x-api-key': apiKey, 'x-partner-secret': secret });

/** What a partner's server does with the library, at the moment the test's clock says it is now. */
export function verifyAt(now: Date, secret: string, received: Received): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return new Webhook(secret).verify(received.body, received.headers);
  } finally {
    vi.useRealTimers();
  }
}

/** A card buy with the partner's own order and customer ids; answers the create-order response. */
export async function placePartnerOrder(
  app: FastifyInstance,
  token: string,
  { partnerOrderId, partnerCustomerId, apiKey = 'pk_sandbox_demo' }: { partnerOrderId: string; partnerCustomerId: string; apiKey?: string },
) {
  const quote = await getQuote(app, { partnerOrderId, partnerCustomerId, partnerApiKey: apiKey });
  const reservation = await reserve(app, token, { quoteId: quote.quoteId });
  if (reservation.statusCode !== 200) throw new Error(`reserve answered ${reservation.statusCode}: ${reservation.body}`);
  const cardToken = await tokenizeCard(app, TEST_CARDS.visa);
  return createOrderCall(app, token, { reservationId: reservation.json().response.reservationId, paymentMethod: 'credit_debit_card', cardToken });
}
