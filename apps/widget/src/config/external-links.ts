/**
 * Ferry's own pages. The spec does not show their addresses; these are the one place to change
 * them.
 */
export const EXTERNAL_LINKS = {
  home: 'https://ferry.example',
  support: 'https://ferry.example/support',
  privacyPolicy: 'https://ferry.example/privacy-policy',
  termsOfService: 'https://ferry.example/terms-of-service',
  business: 'https://ferry.example/business',
  cryptoScamsGuide: 'https://ferry.example/blog/crypto-scams',
  complianceEmail: 'compliance@ferry.example',
  /** The FCA risk summary linked from the UK high-risk banner. */
  ukRiskSummary: 'https://ferry.example/uk-risk-summary',
  /** Separate whale application forms for large buys and sells (spec 000 section 2). */
  whaleApplicationBuy: 'https://ferry.example/whale-application/buy',
  whaleApplicationSell: 'https://ferry.example/whale-application/sell',
} as const;
