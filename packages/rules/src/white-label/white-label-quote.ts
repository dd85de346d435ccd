import type { Product, WidgetParams } from '@ferry/contracts';

/** The query of GET widget/quotes a white-label flow asks for, as strings. */
export type WhiteLabelQuoteRequest = Record<string, string>;

/**
 * White-label flow (spec 000 section 2, spec 001 section 4 "Redirects in the shell"): the partner's
 * own screens chose the order, so its URL carries everything a quote needs. The request, or null
 * when the URL does not carry a whole order (then the user chooses on the exchange as usual, and
 * is not sent round in a loop): the fiat, the crypto and its network, the payment method, the
 * amount (a sell's in crypto), and for a buy the wallet address.
 */
export function whiteLabelQuoteRequest(params: WidgetParams, { flow, partnerApiKey }: { flow: Product; partnerApiKey: string }): WhiteLabelQuoteRequest | null {
  if (params.isWhiteLabelFlow !== true || flow === 'OFF_RAMP_STREAM') return null;
  const fiatCurrency = params.fiatCurrency ?? params.defaultFiatCurrency;
  const cryptoCurrency = params.cryptoCurrencyCode ?? params.defaultCryptoCurrency;
  const network = params.network ?? params.defaultNetwork ?? params.networks?.[0];
  const paymentMethod = params.paymentMethod ?? params.defaultPaymentMethod;
  const amount =
    flow === 'SELL'
      ? { cryptoAmount: params.cryptoAmount ?? params.defaultCryptoAmount }
      : params.fiatAmount || params.defaultFiatAmount
        ? { fiatAmount: params.fiatAmount ?? params.defaultFiatAmount }
        : { cryptoAmount: params.cryptoAmount ?? params.defaultCryptoAmount };
  const amountValue = amount.fiatAmount ?? amount.cryptoAmount;
  if (!fiatCurrency || !cryptoCurrency || !network || !paymentMethod || !amountValue) return null;
  if (flow === 'BUY' && !params.walletAddress?.trim()) return null;
  const request: Record<string, string | undefined> = {
    ...amount,
    fiatCurrency,
    cryptoCurrency,
    network,
    paymentMethod,
    partnerApiKey,
    isBuyOrSell: flow,
    partnerCustomerId: params.partnerCustomerId,
    partnerOrderId: params.partnerOrderId,
    redirectURL: params.redirectURL,
    isFeeExcludedFromFiat: flow === 'BUY' && params.isFeeExcludedFromFiat ? 'true' : undefined,
  };
  return Object.fromEntries(Object.entries(request).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
