import type { FastifyInstance } from 'fastify';

/** Test helpers for the off-ramp stream, driving the real app over HTTP. */

export const FERRY_KEY = 'pk_sandbox_ferry';

export type SettingsBody = { partnerApiKey?: string; fiatCurrency?: string; paymentMethod?: string; flowType?: string; bankId?: string; cardId?: string };

export function saveSettings(app: FastifyInstance, token: string, method: 'POST' | 'PUT', body: SettingsBody) {
  return app.inject({
    method,
    url: '/api/v1/stream/settings',
    headers: { authorization: token },
    payload: { partnerApiKey: FERRY_KEY, fiatCurrency: 'EUR', paymentMethod: 'sepa_bank_transfer', flowType: 'IN_APP', ...body },
  });
}

export function generateWallet(app: FastifyInstance, token: string, body: { cryptoCurrency?: string; network?: string; partnerApiKey?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/stream/wallets',
    headers: { authorization: token },
    payload: { cryptoCurrency: 'ETH', network: 'ethereum', partnerApiKey: FERRY_KEY, ...body },
  });
}

export async function streamAddress(app: FastifyInstance, token: string, body: { cryptoCurrency?: string; network?: string } = {}): Promise<string> {
  const res = await generateWallet(app, token, body);
  if (res.statusCode !== 200) throw new Error(`generate stream wallet answered ${res.statusCode}: ${res.body}`);
  return res.json().response.address as string;
}

export function saveRefundWallet(app: FastifyInstance, token: string, body: { walletAddress: string; cryptoCurrency?: string; network?: string; addressAdditionalData?: object | null }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/stream/refund-wallets',
    headers: { authorization: token },
    payload: { cryptoCurrency: 'ETH', network: 'ethereum', ...body },
  });
}

export function refundWallets(app: FastifyInstance, token: string, query: { cryptoCurrency: string; network: string } = { cryptoCurrency: 'ETH', network: 'ethereum' }) {
  return app.inject({ url: `/api/v1/stream/refund-wallets?${new URLSearchParams(query)}`, headers: { authorization: token } });
}

/** The sandbox console's 'send a deposit', as the user whose stream address it is. */
export function sendDeposit(app: FastifyInstance, token: string, body: { address: string; amount: string; cryptoCurrency?: string; network?: string; transactionId?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/sandbox/stream/deposits',
    headers: { authorization: token },
    payload: { cryptoCurrency: 'ETH', network: 'ethereum', ...body },
  });
}

export async function streamOrders(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/v1/orders', headers: { authorization: token } });
  return (res.json().response as Array<{ id: string; status: string; orderProcessingType: string | null; isBuyOrSell: string; fiatAmount: string; cryptoAmount: string }>).filter(
    (order) => order.orderProcessingType === 'OFF_RAMP_STREAM',
  );
}

export async function offRampStreamOf(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/v1/users', headers: { authorization: token } });
  return res.json().response.offRampStream as Record<string, unknown>;
}
