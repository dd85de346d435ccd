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
  /** The fiat amount in the user's country's currency, when it is another fiat (convertedFiatData). */
  convertedFiat: z.object({ fiatCurrency: z.string(), fiatAmount: z.string(), conversionRate: z.string() }).optional(),
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

/**
 * HMAC-SHA256, node:crypto's. A hand-written one over one-shot SHA-256 cost no less CPU per quote
 * under load (issue 17, the two builds in turns, median of 15-21 paired batches of get/country and
 * quotes, six runs each: quote / get/country 2.00-2.20 hand-written, 1.88-2.16 createHmac; 2.0 µs a
 * signature either way in a loop), so the well-kept one signs.
 */
const mac = (secret: string, encoded: string): string => createHmac('sha256', secret).update(encoded).digest('base64url');

const FIGURE_ORDER = [
  'fiatAmount',
  'cryptoAmount',
  'conversionPrice',
  'slippage',
  'totalFee',
  'feeDecimal',
  'ferryFeeOffPercent',
  'campaignAmount',
  'actualFerryFees',
  'actualTotalFees',
] as const satisfies readonly Exclude<keyof QuoteFigures, 'fees'>[];
const FEE_ORDER = ['ferry_fee', 'partner_fee', 'processing_fee', 'network_fee'] as const;
const REQUEST_EXTRAS = [
  'partnerCustomerId',
  'partnerOrderId',
  'redirectURL',
  'quoteCountryCode',
  'walletAddress',
  'bankId',
  'nft',
  'ferryOne',
] as const;

/**
 * The payload as a JSON array in a fixed order: a third of the size of the keyed object, which
 * matters because every quote answer carries it and every reservation sends it back.
 */
function packPayload({ iat, exp, req, n }: QuotePayload): unknown[] {
  // Loops, not spreads and maps: this runs for every quote (issue 17's CPU bench).
  let extras: Record<string, unknown> | 0 = 0;
  for (const key of REQUEST_EXTRAS) {
    const value = req[key];
    if (value !== undefined) (extras ||= {})[key] = value;
  }
  const packed: unknown[] = [
    2,
    iat,
    exp,
    req.side,
    req.fiatCurrency,
    req.cryptoCurrency,
    req.network,
    req.paymentMethod,
    req.partnerApiKey,
    req.amount.kind,
    req.amount.value,
    req.isFeeExcludedFromFiat ? 1 : 0,
    extras,
  ];
  for (const key of FIGURE_ORDER) packed.push(n[key]);
  for (const id of FEE_ORDER) packed.push(n.fees[id]);
  // Optional, last: quotes without it keep the length they had before it existed.
  if (n.convertedFiat) packed.push(n.convertedFiat);
  return packed;
}

/** The keyed payload of a packed one, unchecked: readQuote parses it with QuotePayload. */
function unpackPayload(packed: unknown): unknown {
  const expectedLength = 13 + FIGURE_ORDER.length + FEE_ORDER.length;
  if (!Array.isArray(packed) || (packed.length !== expectedLength && packed.length !== expectedLength + 1) || packed[0] !== 2) return null;
  const [, iat, exp, side, fiatCurrency, cryptoCurrency, network, paymentMethod, partnerApiKey, kind, value, excluded, extras] =
    packed as unknown[];
  const figures = packed.slice(13, 13 + FIGURE_ORDER.length);
  const fees = packed.slice(13 + FIGURE_ORDER.length, expectedLength);
  const convertedFiat: unknown = packed[expectedLength];
  return {
    v: 1,
    iat,
    exp,
    req: {
      side,
      fiatCurrency,
      cryptoCurrency,
      network,
      paymentMethod,
      partnerApiKey,
      amount: { kind, value },
      isFeeExcludedFromFiat: excluded === 1,
      ...(extras !== null && typeof extras === 'object' ? extras : {}),
    },
    n: {
      ...Object.fromEntries(FIGURE_ORDER.map((key, index) => [key, figures[index]])),
      fees: Object.fromEntries(FEE_ORDER.map((id, index) => [id, fees[index]])),
      ...(convertedFiat === undefined ? {} : { convertedFiat }),
    },
  };
}

/**
 * quoteId = base64url(packed JSON payload) + "." + base64url(HMAC-SHA256(secret, first part)).
 * The server keeps no row per quote: any instance holding the secret can verify and read it.
 */
export function signQuote(secret: string, payload: QuotePayload): string {
  const encoded = Buffer.from(JSON.stringify(packPayload(payload))).toString('base64url');
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
  const parsed = QuotePayload.safeParse(unpackPayload(json));
  if (!parsed.success) throw invalid();
  return parsed.data;
}
