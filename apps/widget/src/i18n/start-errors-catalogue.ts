import type { Catalogue } from './i18n.js';

/**
 * The start path's failure texts that no first screen shows unless a call fails (the partner's
 * refusals, quote errors, server errors): loaded when such a failure is to be worded (the start-up
 * gate and the exchange, through i18n/use-texts.ts) and with every later screen (app/router.tsx),
 * not before the first render. The texts a failure may need with no connection (the network
 * message, the initial-data and generic ones) and the amount errors the exchange words as the
 * user types stay in the core catalogue.
 */
export const startErrorsCatalogue: Catalogue = {
  en: () => import('./start-errors/en.po'),
  de: () => import('./start-errors/de.po'),
};
