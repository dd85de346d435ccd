import {
  type Check,
  isObject,
  isString,
  listOf,
  objectOf,
  oneOf,
  recordOf,
  PAYMENT_METHOD_IDS,
  PRODUCTS,
  WIDGET_AMOUNT_MAX_LENGTH,
  WIDGET_PARAM_LONG_MAX_LENGTH,
  WIDGET_PARAM_MAX_LENGTH,
  WIDGET_REJECTED_VALUE_MAX_LENGTH,
} from '@ferry/contracts';
import type { NormalisedWidgetParams } from '@ferry/contracts';
import { contractHttpUrl, isContractEmail } from './contract-formats.js';
import { PARAM_KINDS, type ParamKind } from './param-kinds.js';

const text =
  (max: number): Check =>
  (value) =>
    isString(value) && value.length >= 1 && value.length <= max && value.trim() === value;
const isText = text(WIDGET_PARAM_MAX_LENGTH);
const isUpperCode: Check = (value) => isText(value) && value === (value as string).toUpperCase();
const isLowerCode: Check = (value) => isText(value) && value === (value as string).toLowerCase();
const isProduct = oneOf(PRODUCTS);
const isPaymentMethodId = oneOf(PAYMENT_METHOD_IDS);
const isWalletAddressEntry = objectOf({ address: isText, addressAdditionalData: isText });

function isJson(value: unknown): boolean {
  if (value === null || isString(value) || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  return isObject(value) && Object.values(value).every(isJson);
}

/** The contract's check of each kind of parameter (WidgetParams in contracts/widget-params.ts). */
const BY_KIND: Record<ParamKind, Check> = {
  text: isText,
  longText: text(WIDGET_PARAM_LONG_MAX_LENGTH),
  fiat: isUpperCode,
  country: (value) => isUpperCode(value) && (value as string).length === 2,
  network: isLowerCode,
  crypto: isUpperCode,
  paymentMethod: isPaymentMethodId,
  email: (value) => isString(value) && isContractEmail(value),
  url: (value) => isString(value) && contractHttpUrl(value) === value,
  provider: (value) => value === 'SUMSUB',
  boolean: (value) => typeof value === 'boolean',
  amount: (value) =>
    isString(value) &&
    value.length <= WIDGET_AMOUNT_MAX_LENGTH &&
    /^(0|[1-9]\d*)(\.\d*[1-9])?$/.test(value) &&
    /[1-9]/.test(value),
  integer: (value) => Number.isSafeInteger(value) && (value as number) > 0,
  productList: listOf(isProduct, 1),
  fiatList: listOf(isUpperCode, 1),
  networkList: listOf(isLowerCode, 1),
  paymentMethodList: listOf(isPaymentMethodId, 1),
  cryptoList: listOf(isUpperCode, 1),
  walletAddressesData: objectOf({
    coins: recordOf(isUpperCode, isWalletAddressEntry),
    networks: recordOf(isLowerCode, isWalletAddressEntry),
  }),
  jsonObject: recordOf(isString, isJson),
};

const isWidgetParams = objectOf(
  Object.fromEntries(Object.entries(PARAM_KINDS).map(([name, kind]) => [name, BY_KIND[kind]])),
);
const isRejectedValue: Check = (value) =>
  isString(value) && value.length <= WIDGET_REJECTED_VALUE_MAX_LENGTH;
const isRejectedWidgetParam = objectOf(
  { name: isRejectedValue, value: isRejectedValue, reason: isString },
  true,
);

/**
 * Whether a value read back from the browser's storage is NormalisedWidgetParams as the contract
 * accepts it and gives it back unchanged, checked without zod so that the widget's first screen
 * carries none. stored-params.test.ts holds this to the contract's schema.
 */
export const isNormalisedWidgetParams = objectOf(
  {
    productsAvailed: listOf(isProduct),
    byProduct: recordOf(isProduct, isWidgetParams),
    rejected: listOf(isRejectedWidgetParam),
  },
  true,
) as (value: unknown) => value is NormalisedWidgetParams;
