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
} as const;
