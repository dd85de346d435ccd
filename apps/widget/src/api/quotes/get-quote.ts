import type { Quote } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

const quote = structure<Quote>({
  quoteId: 'string',
  isBuyOrSell: 'string',
  fiatCurrency: 'string',
  cryptoCurrency: 'string',
  network: 'string',
  paymentMethod: 'string',
  fiatAmount: 'string',
  cryptoAmount: 'string',
  conversionPrice: 'string',
  feeDecimal: 'string',
  totalFee: 'string',
  totalFeesFiat: 'string',
  totalAmount: 'string',
  feeBreakdown: 'array',
  slippage: 'string',
  notes: 'array',
  isFeeExcludedFromFiat: 'boolean',
  ferryFeeOffPercent: 'string',
  campaignAmount: 'string',
  actualFerryFees: 'string',
  actualTotalFees: 'string',
  nftData: 'object?',
  ferryOneData: 'object?',
  convertedFiatData: 'object?',
  bankId: 'string?',
  walletAddress: 'string?',
  addressAdditionalData: 'string?',
  partnerCustomerId: 'string?',
  partnerOrderId: 'string?',
  issuedAt: 'string',
  expiresAt: 'string',
});

/** The query of GET widget/quotes as the widget sends it (spec 000 section 7). */
export type QuoteRequestParams = Record<string, string | undefined>;

/**
 * GET widget/quotes, or GET quotes/one-click-protocol for a Ferry One buy (spec 000 section 7):
 * aborted through `signal` when a newer request replaces it.
 */
export function getQuote({ params, signal }: { params: QuoteRequestParams; signal?: AbortSignal }) {
  const path = params.isFerryOne === 'true' ? 'quotes/one-click-protocol' : 'widget/quotes';
  return apiRequest(path, { schema: quote, query: params, signal });
}

export const quoteQueryOptions = (params: QuoteRequestParams | null) =>
  queryOptions({
    queryKey: ['quote', params],
    queryFn: ({ signal }) => getQuote({ params: params ?? {}, signal }),
    enabled: params !== null,
    // A quote is for one moment: never served from cache, never kept once unused.
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The quote of the current request. A new request clears the old quote (spec 000 section 4) and,
 * because the query function reads its signal, the older request in flight is aborted.
 */
export function useQuote(params: QuoteRequestParams | null) {
  return useQuery(quoteQueryOptions(params));
}
