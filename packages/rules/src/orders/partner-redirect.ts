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
 * The partner redirect data of spec 001 section 3, added to the partner's redirectURL query on
 * 'Back to app': orderId, fiatCurrency, cryptoCurrency, fiatAmount, cryptoAmount, isBuyOrSell,
 * status, walletAddress, totalFeeInFiat, isNFTOrder, network, and partnerCustomerId /
 * partnerOrderId when present.
 */
export function partnerRedirectData(order: RedirectOrder): Array<[string, string]> {
  const data: Array<[string, string]> = [
    ['orderId', order.id],
    ['fiatCurrency', order.fiatCurrency],
    ['cryptoCurrency', order.cryptoCurrency],
    ['fiatAmount', order.fiatAmount],
    ['cryptoAmount', order.cryptoAmount],
    ['isBuyOrSell', order.isBuyOrSell],
    ['status', order.status],
    ['walletAddress', order.walletAddress ?? ''],
    ['totalFeeInFiat', order.totalFeeInFiat],
    ['isNFTOrder', String(order.isNFTOrder)],
    ['network', order.network],
  ];
  if (order.partnerCustomerId) data.push(['partnerCustomerId', order.partnerCustomerId]);
  if (order.partnerOrderId) data.push(['partnerOrderId', order.partnerOrderId]);
  return data;
}

/** Only http(s) redirect URLs are followed. */
export function isFollowableRedirectUrl(redirectURL: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(redirectURL);
}
