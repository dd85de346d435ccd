/**
 * The exchange's banner for a UK visitor without approved KYC (spec 000 section 2), in the FCA's
 * prescribed wording. Its own module: the exchange's first screen loads it, and the rest of the
 * FCA catalogue (fca-messages.ts) stays in the FCA screens' chunk.
 */
export const UK_RISK_BANNER_MESSAGES = {
  warning: "Don't invest unless you're prepared to lose all the money you invest.",
  text: 'This is a high-risk investment and you should not expect to be protected if something goes wrong.',
  link: 'Take 2 mins to learn more',
} as const;
