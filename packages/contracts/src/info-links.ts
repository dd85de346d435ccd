import type { InfoLinks } from './startup.js';

// No zod in this file: the exchange's first screen reads these (its notices' links), and the
// start-up bundle stays free of zod (apps/widget/README.md).

/** The paths of the pages Ferry serves itself; the defaults of InfoLinks. */
export const DEFAULT_INFO_LINKS: InfoLinks = {
  about: '/about',
  support: '/support',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  business: '/about#partners',
  cryptoScamsGuide: '/crypto-scams-guide',
  compliance: '/support#compliance',
  supportContact: null,
  ukRiskSummary: '/uk-risk-summary',
  whaleApplicationBuy: '/whale-application/buy',
  whaleApplicationSell: '/whale-application/sell',
};

/** Terms of service and privacy policy are both version 1.1.0 (spec 000 section 9). */
export const TERMS_VERSION = '1.1.0';
