import type { Quote } from '@ferry/contracts';
import { FEE_NAMES } from './fee-schedule.js';
import type { QuoteRequest } from './quote-request.js';
import type { QuotePayload } from './quote-token.js';
import { isoInstant } from './iso-instant.js';

function notesFor(req: QuoteRequest): string[] {
  const notes: string[] = [];
  if (req.isFeeExcludedFromFiat) notes.push('Fees are charged on top of the amount entered.');
  if (req.side === 'SELL') notes.push('The payout is confirmed once your crypto arrives.');
  return notes;
}

/**
 * The quote a payload describes; the same function builds a new quote and reads a stored one back.
 * Optional fields are set one by one rather than spread from throwaway objects: this runs for
 * every quote (issue 17's CPU bench).
 */
export function quoteFromPayload(payload: QuotePayload, quoteId: string): Quote {
  const { req, n } = payload;
  const quote: Quote = {
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
    feeBreakdown: [
      { id: 'ferry_fee', name: FEE_NAMES.ferry_fee, value: n.fees.ferry_fee },
      { id: 'partner_fee', name: FEE_NAMES.partner_fee, value: n.fees.partner_fee },
      { id: 'processing_fee', name: FEE_NAMES.processing_fee, value: n.fees.processing_fee },
      { id: 'network_fee', name: FEE_NAMES.network_fee, value: n.fees.network_fee },
    ],
    slippage: n.slippage,
    notes: notesFor(req),
    isFeeExcludedFromFiat: req.isFeeExcludedFromFiat,
    ferryFeeOffPercent: n.ferryFeeOffPercent,
    campaignAmount: n.campaignAmount,
    actualFerryFees: n.actualFerryFees,
    actualTotalFees: n.actualTotalFees,
    issuedAt: isoInstant(payload.iat),
    expiresAt: isoInstant(payload.exp),
  };
  if (req.nft) quote.nftData = { nftTitle: req.nft.nftTitle, nftImage: req.nft.nftImage, quantity: req.nft.quantity };
  if (req.ferryOne) quote.ferryOneData = req.ferryOne;
  if (n.convertedFiat) quote.convertedFiatData = n.convertedFiat;
  if (req.bankId) quote.bankId = req.bankId;
  if (req.walletAddress) quote.walletAddress = req.walletAddress;
  if (req.partnerCustomerId) quote.partnerCustomerId = req.partnerCustomerId;
  if (req.partnerOrderId) quote.partnerOrderId = req.partnerOrderId;
  return quote;
}
