import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@ferry/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { QuoteRequest } from './quote-request.js';

/** The computed numbers of a quote, as signed. */
export const QuoteFigures = z.object({
  fiatAmount: z.string(),
  cryptoAmount: z.string(),
  conversionPrice: z.string(),
  slippage: z.string(),
  fees: z.object({ ferry_fee: z.string(), partner_fee: z.string(), processing_fee: z.string(), network_fee: z.string() }),
  totalFee: z.string(),
  feeDecimal: z.string(),
  ferryFeeOffPercent: z.string(),
  campaignAmount: z.string(),
  actualFerryFees: z.string(),
  actualTotalFees: z.string(),
});
export type QuoteFigures = z.infer<typeof QuoteFigures>;

/** Everything a quote is: the request, the numbers, when it was issued and until when it holds. */
export const QuotePayload = z.object({
  v: z.literal(1),
  /** Issued at and expires at, epoch milliseconds. */
  iat: z.number().int(),
  exp: z.number().int(),
  req: QuoteRequest,
  n: QuoteFigures,
});
export type QuotePayload = z.infer<typeof QuotePayload>;

function mac(secret: string, encoded: string): string {
  return createHmac('sha256', secret).update(encoded).digest('base64url');
}

/**
 * quoteId = base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret, first part)).
 * The server keeps no row per quote: any instance holding the secret can verify and read it.
 */
export function signQuote(secret: string, payload: QuotePayload): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(secret, encoded)}`;
}

const invalid = () => new AppError(ErrorCode.QUOTE_INVALID, 'This quote is not valid. Please get a new quote.');

/** The payload of a quote id whose signature verifies; QUOTE_INVALID otherwise. Expiry is the caller's rule. */
export function readQuote(secret: string, quoteId: string): QuotePayload {
  const dot = quoteId.indexOf('.');
  if (dot <= 0 || dot !== quoteId.lastIndexOf('.')) throw invalid();
  const encoded = quoteId.slice(0, dot);
  const given = Buffer.from(quoteId.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(secret, encoded), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = QuotePayload.safeParse(json);
  if (!parsed.success) throw invalid();
  return parsed.data;
}
