import {
  PAYMENT_METHOD_IDS,
  WIDGET_PARAM_LONG_MAX_LENGTH,
  WIDGET_PARAM_MAX_LENGTH,
} from '@ferry/contracts';
import type { AllowedSets } from './allowed-sets.js';
import { contractHttpUrl, isContractEmail } from './contract-formats.js';
import type { ParamKind } from './param-kinds.js';
import {
  accept,
  checkAmount,
  checkBoolean,
  checkJsonObject,
  checkPositiveInteger,
  checkText,
  refuse,
} from './type-checks.js';
import type { Checked } from './type-checks.js';

type Check = (value: string, sets: AllowedSets) => Checked<unknown>;

const upper = (value: string) => value.trim().toUpperCase();
const lower = (value: string) => value.trim().toLowerCase();
const paymentMethodIds: ReadonlySet<string> = new Set(PAYMENT_METHOD_IDS);

function inSet(
  value: string,
  allowed: { has(code: string): boolean },
  reason: string,
): Checked<string> {
  const text = checkText(value, WIDGET_PARAM_MAX_LENGTH);
  if (!text.ok) return text;
  return allowed.has(text.value) ? text : refuse(reason);
}

/** email must be a valid e-mail (the contract's own check, so output always parses). */
export function checkEmail(value: string): Checked<string> {
  const email = value.trim();
  return isContractEmail(email) ? accept(email) : refuse('must be a valid e-mail address');
}

/** redirectURL must be a parseable URL; only http and https, so it can never run script. */
export function checkRedirectUrl(value: string): Checked<string> {
  const url = contractHttpUrl(value.trim());
  return url !== undefined ? accept(url) : refuse('must be a parseable http or https URL');
}

/** The only accepted kycShareTokenProvider is SUMSUB (in any case). */
export function checkKycShareTokenProvider(value: string): Checked<'SUMSUB'> {
  return upper(value) === 'SUMSUB' ? accept('SUMSUB') : refuse('must be SUMSUB');
}

/** Allowed-set checks are case-insensitive; each set keeps the casing the spec states. */
export const checkFiat: Check = (value, sets) =>
  inSet(upper(value), sets.fiats, 'not a supported fiat currency');
export const checkCountry: Check = (value, sets) =>
  inSet(upper(value), sets.countries, 'not an allowed country');
export const checkNetwork: Check = (value, sets) =>
  inSet(lower(value), sets.networks, 'not a supported network');
export const checkCrypto: Check = (value, sets) =>
  inSet(upper(value), sets.cryptos, 'not a supported crypto currency');
export const checkPaymentMethodId: Check = (value) =>
  inSet(lower(value), paymentMethodIds, 'not a payment method');
export const checkPartnerProduct: Check = (value, sets) =>
  inSet(upper(value), new Set<string>(sets.products), "not among the partner's products");

/** Checks for single-valued kinds; lists check each entry with ENTRY_CHECKS. */
export const SCALAR_CHECKS: Partial<Record<ParamKind, Check>> = {
  text: (value) => checkText(value, WIDGET_PARAM_MAX_LENGTH),
  longText: (value) => checkText(value, WIDGET_PARAM_LONG_MAX_LENGTH),
  fiat: checkFiat,
  country: checkCountry,
  network: checkNetwork,
  crypto: checkCrypto,
  paymentMethod: checkPaymentMethodId,
  email: checkEmail,
  url: checkRedirectUrl,
  provider: checkKycShareTokenProvider,
  boolean: checkBoolean,
  amount: checkAmount,
  integer: checkPositiveInteger,
  jsonObject: checkJsonObject,
};

export interface ListCheck {
  casing: (entry: string) => string;
  check: Check;
}

/** disablePaymentMethods is checked against all payment methods, not only enabled ones. */
export const ENTRY_CHECKS: Partial<Record<ParamKind, ListCheck>> = {
  productList: { casing: upper, check: checkPartnerProduct },
  fiatList: { casing: upper, check: checkFiat },
  networkList: { casing: lower, check: checkNetwork },
  paymentMethodList: { casing: lower, check: checkPaymentMethodId },
  cryptoList: { casing: upper, check: checkCrypto },
};
