import { FEE_IDS, type Quote } from '@ferry/contracts';
import { FEE_NAMES } from './fee-schedule.js';
import type { QuoteRequest } from './quote-request.js';
import type { QuotePayload } from './quote-token.js';

function notesFor(req: QuoteRequest): string[] {
  const notes: string[] = [];
  if (req.isFeeExcludedFromFiat) notes.push('Fees are charged on top of the amount entered.');
  if (req.side === 'SELL') notes.push('The payout is confirmed once your crypto arrives.');
  return notes;
}

/** The quote a payload describes; the same function builds a new quote and reads a stored one back. */
export function quoteFromPayload(payload: QuotePayload, quoteId: string): Quote {
  const { req, n } = payload;
  return {
    quoteId,
    isBuyOrSell: req.side,
    fiatCurrency: req.fiatCurrency,
    cryptoCurrency: req.cryptoCurrency,
    network: req.network,
    paymentMethod: req.paymentMethod,
    fiatAmount: n.fiatAmount,
    cryptoAmount: n.cryptoAmount,
    conversionPrice: n.conversionPrice,
    feeDecimal: n.feeDecimal,
    totalFee: n.totalFee,
    totalFeesFiat: n.totalFee,
    totalAmount: n.fiatAmount,
    feeBreakdown: FEE_IDS.map((id) => ({ id, name: FEE_NAMES[id], value: n.fees[id] })),
    slippage: n.slippage,
    notes: notesFor(req),
    isFeeExcludedFromFiat: req.isFeeExcludedFromFiat,
    ferryFeeOffPercent: n.ferryFeeOffPercent,
    campaignAmount: n.campaignAmount,
    actualFerryFees: n.actualFerryFees,
    actualTotalFees: n.actualTotalFees,
    ...(req.nft ? { nftData: { nftTitle: req.nft.nftTitle, nftImage: req.nft.nftImage, quantity: req.nft.quantity } } : {}),
    ...(req.ferryOne ? { ferryOneData: req.ferryOne } : {}),
    ...(n.convertedFiat ? { convertedFiatData: n.convertedFiat } : {}),
    ...(req.bankId ? { bankId: req.bankId } : {}),
    ...(req.walletAddress ? { walletAddress: req.walletAddress } : {}),
    ...(req.partnerCustomerId ? { partnerCustomerId: req.partnerCustomerId } : {}),
    ...(req.partnerOrderId ? { partnerOrderId: req.partnerOrderId } : {}),
    issuedAt: new Date(payload.iat).toISOString(),
    expiresAt: new Date(payload.exp).toISOString(),
  };
}
