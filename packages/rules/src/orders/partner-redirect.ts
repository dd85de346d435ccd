import type { Order } from '@ferry/contracts';

type RedirectOrder = Pick<
  Order,
  | 'id'
  | 'fiatCurrency'
  | 'cryptoCurrency'
  | 'fiatAmount'
  | 'cryptoAmount'
  | 'isBuyOrSell'
  | 'status'
  | 'walletAddress'
  | 'totalFeeInFiat'
  | 'isNFTOrder'
  | 'network'
  | 'partnerCustomerId'
  | 'partnerOrderId'
>;

/**
 * 'Back to app': the partner's redirectURL with the partner redirect data of spec 001 section 3
 * added to its query (orderId, fiatCurrency, cryptoCurrency, fiatAmount, cryptoAmount,
 * isBuyOrSell, status, walletAddress, totalFeeInFiat, isNFTOrder, network, and
 * partnerCustomerId / partnerOrderId when present). Null when the URL is not http(s).
 */
export function partnerRedirectUrl(redirectURL: string, order: RedirectOrder): string | null {
  let url: URL;
  try {
    url = new URL(redirectURL);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const data: Record<string, string> = {
    orderId: order.id,
    fiatCurrency: order.fiatCurrency,
    cryptoCurrency: order.cryptoCurrency,
    fiatAmount: order.fiatAmount,
    cryptoAmount: order.cryptoAmount,
    isBuyOrSell: order.isBuyOrSell,
    status: order.status,
    walletAddress: order.walletAddress,
    totalFeeInFiat: order.totalFeeInFiat,
    isNFTOrder: String(order.isNFTOrder),
    network: order.network,
  };
  if (order.partnerCustomerId) data.partnerCustomerId = order.partnerCustomerId;
  if (order.partnerOrderId) data.partnerOrderId = order.partnerOrderId;
  for (const [key, value] of Object.entries(data)) url.searchParams.set(key, value);
  return url.toString();
}
