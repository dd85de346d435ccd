import type { SessionKey } from './session-schema.js';
import { sessionStore } from './session-store.js';

/**
 * Landing on the exchange starts a new journey (spec 000 section 4, 001 section 2), so what
 * belonged to the previous one goes: its quote, KYC forms, order, wallet address, the e-mail being
 * signed in with, the back-navigation history (which restarts with the exchange as root) and the
 * current product.
 */
export const RESET_ON_EXCHANGE = [
  'quote',
  'kycForms',
  'order',
  'walletAddress',
  'email',
  'navigationHistory',
  // The product in progress: the exchange's Buy/Sell flow is current again until the user picks one.
  'currentProductId',
] as const satisfies readonly SessionKey[];

/**
 * What describes the partner's set-up or the user rather than one journey stays: the login
 * (authToken), the partner's query parameters (raw, normalised, and the query the trusted ones
 * came from), initial query string and theme (a reload without query must restore them), the
 * partner's products, and the chosen Buy/Sell flow, which the menu sets right before it sends
 * the user to the exchange; and the host page's origin and its analytics opt-in (the embed handshake).
 */
export const KEPT_ON_EXCHANGE = [
  'authToken',
  'queryParams',
  'initQueryString',
  'theme',
  'productsAvailed',
  'buyOrSellFlow',
  'widgetParams',
  'trustedQuery',
  'hostOrigin',
  'hostAnalytics',
] as const satisfies readonly SessionKey[];

export function resetSessionOnExchange(): void {
  for (const key of RESET_ON_EXCHANGE) sessionStore.remove(key);
}

/**
 * Stored parameters belong to the partner that stored them: a start with another partner's key
 * forgets the previous partner's products, flow and normalised parameters (and its journey), so
 * the new partner's own products apply. The login and the navigation history stay.
 */
export const RESET_ON_PARTNER_CHANGE = [
  'productsAvailed',
  'buyOrSellFlow',
  'currentProductId',
  'widgetParams',
  'trustedQuery',
  'quote',
  'kycForms',
  'order',
  'walletAddress',
] as const satisfies readonly SessionKey[];

export function resetSessionOnPartnerChange(): void {
  for (const key of RESET_ON_PARTNER_CHANGE) sessionStore.remove(key);
}
