import type { CryptoCurrency, FiatCurrency, PaymentOption, SellLimit, WidgetParams } from '@ferry/contracts';
import { type AmountBoundsViolation, checkAmountBounds } from '@ferry/rules';
import type { QuoteRequestParams } from '../../../api/quotes/get-quote.js';
import type { ExchangeFlow } from '../../../stores/buy-or-sell-flow.js';
import type { ExchangeAmount } from './initial-selection.js';

export type ExchangeState = {
  flow: ExchangeFlow;
  partnerApiKey: string;
  params: WidgetParams;
  fiat: FiatCurrency | undefined;
  crypto: CryptoCurrency | undefined;
  option: PaymentOption | undefined;
  amount: ExchangeAmount | null;
  sellLimit: SellLimit;
  quoteCountryCode?: string | undefined;
};

/** NFT and one-click buys are priced by the asset: their quote is requested without bounds. */
export function isPricedByAsset({ flow, params }: Pick<ExchangeState, 'flow' | 'params'>): boolean {
  return flow === 'BUY' && (params.isNFT === true || params.isFerryOne === true);
}

/** Spec 000 section 5 "Amounts" on the amount being typed; the server checks the same bounds. */
export function amountBoundsViolation(state: ExchangeState): AmountBoundsViolation | null {
  const { flow, fiat, crypto, option, amount, sellLimit } = state;
  if (!amount || !fiat || !crypto || !option || isPricedByAsset(state)) return null;
  if (flow === 'SELL') {
    return checkAmountBounds({ amount: amount.value, min: sellLimit.minCryptoAmount, max: sellLimit.maxCryptoAmount, currency: crypto.symbol, side: 'SELL' });
  }
  return amount.kind === 'fiat'
    ? checkAmountBounds({ amount: amount.value, min: option.minAmount, max: option.maxAmount, currency: fiat.symbol })
    : checkAmountBounds({ amount: amount.value, min: crypto.minAmount, max: crypto.maxAmount, currency: crypto.symbol });
}

/** Spec 000 section 5: GBP by bank transfer and EUR by SEPA above the maximum go to the whale application. */
export function isWhaleApplication(state: ExchangeState, violation: AmountBoundsViolation | null): boolean {
  if (violation?.code !== 'ORDER_LIMIT') return false;
  const pair = `${state.fiat?.symbol}:${state.option?.id}`;
  return pair === 'GBP:gbp_bank_transfer' || pair === 'EUR:sepa_bank_transfer';
}

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

/**
 * The query of GET widget/quotes (spec 000 section 7), or null when there is nothing to price:
 * no amount, nothing chosen, or an amount outside its bounds (not for NFT and one-click buys).
 */
export function quoteRequestFor(state: ExchangeState): QuoteRequestParams | null {
  const { flow, params, fiat, crypto, option, amount } = state;
  if (!amount || !fiat || !crypto || !option || option.disabled) return null;
  if (amountBoundsViolation(state)) return null;
  const isNft = flow === 'BUY' && params.isNFT === true;
  const isOneClick = flow === 'BUY' && params.isFerryOne === true;
  const request: QuoteRequestParams = {
    [amount.kind === 'fiat' ? 'fiatAmount' : 'cryptoAmount']: amount.value,
    fiatCurrency: fiat.symbol,
    cryptoCurrency: crypto.symbol,
    network: crypto.network.name,
    paymentMethod: option.id,
    partnerApiKey: state.partnerApiKey,
    isBuyOrSell: flow,
    partnerCustomerId: params.partnerCustomerId,
    partnerOrderId: params.partnerOrderId,
    redirectURL: params.redirectURL,
    kycShareToken: params.kycShareToken,
    kycShareTokenProvider: params.kycShareTokenProvider,
    quoteCountryCode: state.quoteCountryCode,
    isFeeExcludedFromFiat: flow === 'BUY' ? flag(params.isFeeExcludedFromFiat) : undefined,
  };
  if (isNft) {
    Object.assign(request, {
      isNFT: 'true',
      nftData: params.nftData,
      smartContractAddress: params.smartContractAddress ?? params.contractAddress,
      tokenId: params.tokenId,
      contractId: params.contractId,
      nftTradeType: params.tradeType,
      nftTransactionId: params.nftTransactionId,
      tokenData: params.tokenData,
      walletAddress: params.walletAddress,
    });
  }
  if (isOneClick) {
    Object.assign(request, {
      isFerryOne: 'true',
      callData: params.calldata,
      estimatedGasLimit: params.estimatedGasLimit?.toString(),
      smartContractAddress: params.smartContractAddress,
      sourceTokenData: params.sourceTokenData,
      cryptoCurrencyData: params.cryptoCurrencyData,
      walletAddress: params.walletAddress,
    });
  }
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
}
