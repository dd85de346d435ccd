import { ErrorCode, type Quote, type Reservation, type WalletReserveRequest } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { checkWalletAddressForQuote, findQuoteForOrder } from '../quotes/quotes.service.js';
import { insertReservation } from './orders.repository.js';

/**
 * A reservation holds its quote this long at most, and never past the quote's own expiry: the price
 * of an order is a quote's that is still valid, however often the quote is reserved.
 */
export const RESERVATION_TTL_MS = 15 * 60 * 1000;

/** addressAdditionalData arrives as a JSON string such as {"destinationTag":"12345"}. */
function addressTagOf(addressAdditionalData: string | undefined): string | undefined {
  if (addressAdditionalData === undefined || addressAdditionalData.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(addressAdditionalData);
  } catch {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid body: addressAdditionalData: must be a JSON object');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid body: addressAdditionalData: must be a JSON object');
  }
  const value = Object.values(json).find((entry) => typeof entry === 'string' || typeof entry === 'number');
  return value === undefined ? undefined : String(value);
}

/** The buyer's wallet checked against the quote's network; a sell has none (the crypto comes from the user). */
function walletOf(quote: Quote, body: WalletReserveRequest): { walletAddress: string | null; addressAdditionalData: string | null } {
  if (quote.isBuyOrSell === 'SELL') {
    if (body.walletAddress !== undefined || body.addressAdditionalData !== undefined) {
      throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid body: walletAddress: a sell takes no wallet address');
    }
    return { walletAddress: null, addressAdditionalData: null };
  }
  const addressTag = addressTagOf(body.addressAdditionalData);
  const wallet = checkWalletAddressForQuote(quote, { walletAddress: body.walletAddress ?? '', addressTag });
  return { walletAddress: wallet.walletAddress, addressAdditionalData: wallet.addressTag ? (body.addressAdditionalData ?? null) : null };
}

/**
 * orders/wallet-reserve (spec 000 section 7): a valid quote and, for a buy, the wallet address,
 * checked against the quote's network (the exchange issue's address rules), held for one order.
 */
export async function reserveWallet(ctx: AppContext, { userId, body }: { userId: string; body: WalletReserveRequest }): Promise<Reservation> {
  const { quote, partnerApiKey } = findQuoteForOrder(ctx, body.quoteId);
  await requireActivePartner(ctx, { apiKey: partnerApiKey });
  const wallet = walletOf(quote, body);
  const now = ctx.now();
  const expiresAt = new Date(Math.min(now.getTime() + RESERVATION_TTL_MS, new Date(quote.expiresAt).getTime()));
  const row = await insertReservation(ctx.db, { userId, quoteId: quote.quoteId, partnerApiKey, quote, ...wallet, createdAt: now, expiresAt });
  return { reservationId: row.id, quoteId: row.quoteId, walletAddress: row.walletAddress, expiresAt: row.expiresAt.toISOString() };
}

