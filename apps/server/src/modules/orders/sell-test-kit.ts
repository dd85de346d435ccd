import type { FastifyInstance } from 'fastify';
import { createOrderCall, tokenizeCard } from './orders-test-kit.js';

/** Test helpers for sell orders, driving the real app over HTTP. */

/** Valid IBANs: one the sandbox pays out to, one whose bank rejects the payout. */
export const TEST_IBANS = { pays: 'DE89 3704 0044 0532 0130 00', rejects: 'DE51 1001 0010 0666 6666 66' } as const;

/** A SELL quote of 0.04 ETH (about 120 EUR: within the SIMPLE KYC level of the test seller). */
export async function getSellQuote(app: FastifyInstance, params: Record<string, string> = {}) {
  const query = new URLSearchParams({
    fiatCurrency: 'EUR',
    cryptoCurrency: 'ETH',
    network: 'ethereum',
    paymentMethod: 'sepa_bank_transfer',
    partnerApiKey: 'pk_sandbox_demo',
    isBuyOrSell: 'SELL',
    cryptoAmount: '0.04',
    ...params,
  });
  const res = await app.inject({ url: `/api/v1/widget/quotes?${query}` });
  if (res.statusCode !== 200) throw new Error(`quote answered ${res.statusCode}: ${res.body}`);
  return res.json().response as { quoteId: string; paymentMethod: string; fiatAmount: string; cryptoAmount: string };
}

export function addBankCall(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/v1/banks', headers: { authorization: token }, payload });
}

export async function addSepaBank(app: FastifyInstance, token: string, iban: string = TEST_IBANS.pays): Promise<string> {
  const res = await addBankCall(app, token, { type: 'SEPA_BANK', accountHolderName: 'Ada Lovelace', iban });
  if (res.statusCode !== 200) throw new Error(`POST banks answered ${res.statusCode}: ${res.body}`);
  return res.json().response.id as string;
}

/** A card validated for payouts as the sell variant of add card does it; answers the verification. */
export async function validatePayoutCard(app: FastifyInstance, token: string, number: string, fiatCurrency = 'EUR') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/cards/payout/validate',
    headers: { authorization: token },
    payload: { token: await tokenizeCard(app, number), fiatCurrency },
  });
}

export function payoutCardStatusCall(app: FastifyInstance, token: string, paymentId: string) {
  return app.inject({ url: `/api/v1/cards/payout/${paymentId}`, headers: { authorization: token } });
}

/** A payout card: validated, then its status read until the verification finished. */
export async function addPayoutCard(app: FastifyInstance, token: string, number: string): Promise<string> {
  const validation = await validatePayoutCard(app, token, number);
  if (validation.statusCode !== 200) throw new Error(`validate answered ${validation.statusCode}: ${validation.body}`);
  const status = (await payoutCardStatusCall(app, token, validation.json().response.paymentId)).json().response;
  if (!status.cardId) throw new Error('the payout card verification has not finished');
  return status.cardId as string;
}

/** Quote (SELL), reservation (no wallet) and create-order for one sell; answers the create-order response. */
export async function placeSellOrder(
  app: FastifyInstance,
  token: string,
  options: { paymentMethod?: 'sepa_bank_transfer' | 'gbp_bank_transfer' | 'credit_debit_card'; bankId?: string; cardId?: string; fiatCurrency?: string; idempotencyKey?: string } = {},
) {
  const paymentMethod = options.paymentMethod ?? 'sepa_bank_transfer';
  const quote = await getSellQuote(app, { paymentMethod, ...(options.fiatCurrency ? { fiatCurrency: options.fiatCurrency } : {}) });
  const reservation = await app.inject({ method: 'POST', url: '/api/v1/orders/wallet-reserve', headers: { authorization: token }, payload: { quoteId: quote.quoteId } });
  if (reservation.statusCode !== 200) throw new Error(`reserve answered ${reservation.statusCode}: ${reservation.body}`);
  const query: Record<string, string> = { reservationId: reservation.json().response.reservationId, paymentMethod, isBuyOrSell: 'SELL' };
  if (options.bankId) query.bankId = options.bankId;
  if (options.cardId) query.cardId = options.cardId;
  return createOrderCall(app, token, query, options.idempotencyKey);
}
