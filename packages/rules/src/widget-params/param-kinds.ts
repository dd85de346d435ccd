import { THEME_COLOR_OPTIONS, THEME_GROUP_OPTIONS } from '@ferry/contracts';
import type { WidgetParamName } from '@ferry/contracts';

/** How a query parameter is read and which allowed set, if any, it is checked against. */
export type ParamKind =
  | 'text'
  | 'longText'
  | 'fiat'
  | 'country'
  | 'network'
  | 'crypto'
  | 'paymentMethod'
  | 'email'
  | 'url'
  | 'provider'
  | 'boolean'
  | 'amount'
  | 'integer'
  | 'productList'
  | 'fiatList'
  | 'networkList'
  | 'paymentMethodList'
  | 'cryptoList'
  | 'walletAddressesData'
  | 'jsonObject';

/** Every parameter of spec 000 section 3; the Record type makes the list complete. */
export const PARAM_KINDS: Record<WidgetParamName, ParamKind> = {
  apiKey: 'text',
  sdkVersion: 'text',
  sdkName: 'text',
  exchangeScreenTitle: 'text',
  fiatCurrency: 'fiat',
  defaultFiatCurrency: 'fiat',
  countryCode: 'country',
  defaultNetwork: 'network',
  network: 'network',
  defaultPaymentMethod: 'paymentMethod',
  paymentMethod: 'paymentMethod',
  defaultCryptoCurrency: 'crypto',
  cryptoCurrencyCode: 'crypto',
  walletAddress: 'text',
  email: 'email',
  redirectURL: 'url',
  partnerOrderId: 'text',
  partnerCustomerId: 'text',
  referrerDomain: 'text',
  kycShareToken: 'text',
  kycShareTokenProvider: 'provider',
  tradeType: 'text',
  contractAddress: 'text',
  smartContractAddress: 'text',
  calldata: 'longText',
  nftData: 'longText',
  tokenId: 'text',
  contractId: 'text',
  tokenData: 'longText',
  nftTransactionId: 'text',
  sourceTokenData: 'longText',
  cryptoCurrencyData: 'longText',
  isFeeCalculationHidden: 'boolean',
  hideMenu: 'boolean',
  walletRedirection: 'boolean',
  isNFT: 'boolean',
  isFerryOne: 'boolean',
  isFerryStreamOffRamp: 'boolean',
  isWhiteLabelFlow: 'boolean',
  isOffRampStreamFlow: 'boolean',
  isFeeExcludedFromFiat: 'boolean',
  defaultFiatAmount: 'amount',
  fiatAmount: 'amount',
  defaultCryptoAmount: 'amount',
  cryptoAmount: 'amount',
  estimatedGasLimit: 'integer',
  productsAvailed: 'productList',
  excludeFiatCurrencies: 'fiatList',
  networks: 'networkList',
  disablePaymentMethods: 'paymentMethodList',
  cryptoCurrencyList: 'cryptoList',
  walletAddressesData: 'walletAddressesData',
  userData: 'jsonObject',
};

/** NFT parameters: the "NFT strings" of spec 000 section 3 plus the gas limit an NFT quote sends. */
export const NFT_PARAMS = [
  'tradeType',
  'contractAddress',
  'smartContractAddress',
  'calldata',
  'nftData',
  'tokenId',
  'contractId',
  'tokenData',
  'nftTransactionId',
  'sourceTokenData',
  'cryptoCurrencyData',
  'estimatedGasLimit',
] as const satisfies readonly WidgetParamName[];

/**
 * One-click (Ferry One) parameters: what a one-click quote sends besides the order itself
 * (spec 000 section 7: callData, estimatedGasLimit, smartContractAddress, sourceTokenData,
 * cryptoCurrencyData). Several are NFT parameters too; such a parameter stays when either
 * flow keeps it.
 */
export const ONE_CLICK_PARAMS = [
  'calldata',
  'smartContractAddress',
  'estimatedGasLimit',
  'sourceTokenData',
  'cryptoCurrencyData',
] as const satisfies readonly WidgetParamName[];

/** Parameters other rules read (theme, session exchange, signed URLs): known, ignored here. */
export const PARAMS_HANDLED_ELSEWHERE: ReadonlySet<string> = new Set([
  'colorMode',
  ...THEME_COLOR_OPTIONS,
  ...THEME_GROUP_OPTIONS,
  'signature',
  'sessionId',
  'ott',
  // The widget's language (app/startup/start-language.ts).
  'language',
]);

const paramNames: ReadonlySet<string> = new Set(Object.keys(PARAM_KINDS));

export function isWidgetParamName(name: string): name is WidgetParamName {
  return paramNames.has(name);
}
