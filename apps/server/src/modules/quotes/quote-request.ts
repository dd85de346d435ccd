import { createHash } from 'node:crypto';
import { BuyOrSell, ErrorCode, PaymentMethodId, type QuoteQuery } from '@ferry/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';

/**
 * What a quote was asked for, kept inside the signed quote id so `quotes/refresh` can price the
 * same request again. Secrets (kycShareToken) and bulk data (call data) stay out: the call data
 * is represented by its hash.
 */
export const QuoteRequest = z.object({
  side: BuyOrSell,
  fiatCurrency: z.string(),
  cryptoCurrency: z.string(),
  network: z.string(),
  paymentMethod: PaymentMethodId,
  partnerApiKey: z.string(),
  amount: z.object({ kind: z.enum(['fiat', 'crypto']), value: z.string() }),
  isFeeExcludedFromFiat: z.boolean(),
  partnerCustomerId: z.string().optional(),
  partnerOrderId: z.string().optional(),
  redirectURL: z.string().optional(),
  quoteCountryCode: z.string().optional(),
  walletAddress: z.string().optional(),
  bankId: z.string().optional(),
  nft: z
    .object({
      nftTitle: z.string(),
      nftImage: z.string(),
      quantity: z.number().int().positive(),
      smartContractAddress: z.string().optional(),
      tokenId: z.string().optional(),
      contractId: z.string().optional(),
      nftTradeType: z.string().optional(),
      nftTransactionId: z.string().optional(),
    })
    .optional(),
  ferryOne: z
    .object({
      smartContractAddress: z.string().optional(),
      estimatedGasLimit: z.string().optional(),
      callDataHash: z.string().optional(),
    })
    .optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

const NftItem = z.object({
  nftTitle: z.string().max(200).optional(),
  nftName: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  nftImage: z.string().max(2048).optional(),
  imageUrl: z.string().max(2048).optional(),
  image: z.string().max(2048).optional(),
  quantity: z.coerce.number().int().positive().max(10_000).optional(),
});

/** nftData arrives as JSON: one NFT or a list of them (the first is shown). */
function parseNftData(text: string | undefined): {
  nftTitle: string;
  nftImage: string;
  quantity: number;
} {
  if (text === undefined) return { nftTitle: 'NFT', nftImage: '', quantity: 1 };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid querystring: nftData: must be JSON');
  }
  const parsed = NftItem.safeParse(Array.isArray(json) ? json[0] : json);
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid querystring: nftData: must describe an NFT');
  const item = parsed.data;
  const image = item.nftImage ?? item.imageUrl ?? item.image ?? '';
  return {
    nftTitle: item.nftTitle ?? item.nftName ?? item.name ?? 'NFT',
    nftImage: /^https?:\/\//.test(image) ? image : '',
    quantity: item.quantity ?? 1,
  };
}

const defined = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

const OPTIONAL_TEXTS = ['partnerCustomerId', 'partnerOrderId', 'redirectURL', 'quoteCountryCode', 'walletAddress', 'bankId'] as const;

export function quoteRequestFrom(query: QuoteQuery): QuoteRequest {
  const isNft = query.isNFT === true;
  const isFerryOne = query.isFerryOne === true;
  if ((isNft || isFerryOne) && query.isBuyOrSell !== 'BUY') {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid querystring: NFT and Ferry One quotes are buys');
  }
  if (isNft && query.cryptoAmount === undefined) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Invalid querystring: an NFT quote is priced by cryptoAmount');
  }
  // Built field by field (not filtered afterwards): this runs for every quote.
  const req: QuoteRequest = {
    side: query.isBuyOrSell,
    fiatCurrency: query.fiatCurrency,
    cryptoCurrency: query.cryptoCurrency,
    network: query.network,
    paymentMethod: query.paymentMethod,
    partnerApiKey: query.partnerApiKey,
    amount:
      query.fiatAmount !== undefined
        ? { kind: 'fiat' as const, value: query.fiatAmount }
        : { kind: 'crypto' as const, value: query.cryptoAmount ?? '0' },
    isFeeExcludedFromFiat: query.isBuyOrSell === 'BUY' && query.isFeeExcludedFromFiat === true,
  };
  for (const key of OPTIONAL_TEXTS) {
    const value = query[key];
    if (value !== undefined) req[key] = value;
  }
  if (isNft) {
    req.nft = defined({
      ...parseNftData(query.nftData),
      smartContractAddress: query.smartContractAddress,
      tokenId: query.tokenId,
      contractId: query.contractId,
      nftTradeType: query.nftTradeType,
      nftTransactionId: query.nftTransactionId,
    });
  }
  if (isFerryOne) {
    req.ferryOne = defined({
      smartContractAddress: query.smartContractAddress,
      estimatedGasLimit: query.estimatedGasLimit,
      callDataHash: query.callData ? createHash('sha256').update(query.callData).digest('hex') : undefined,
    });
  }
  return req;
}
