/**
 * The UK pop-ups of the buy flow (spec 001 section 2), which features/orders shows before a buy is
 * confirmed. Every other text of the UK journey is in the fca feature's catalogue
 * (features/fca/locales); these stay here, in English, until the orders feature moves them into
 * a catalogue its screens load (the fca catalogue is not loaded on confirm order).
 */
export const FCA_MESSAGES = {
  popups: {
    highRiskTitle: 'This is a high-risk investment',
    highRisk:
      "Don't invest unless you're prepared to lose all the money you invest. Crypto prices can move sharply, you may not be able to sell when you want to, and you are unlikely to be protected if something goes wrong.",
    highRiskAccept: 'I Understand',
    scamTitle: 'Beware of scams',
    scam: 'Criminals pose as investment firms, romantic partners or officials and ask for crypto. Never buy crypto for someone you have only met online, and never send it to an address someone else gives you. Once sent, crypto cannot be recovered.',
    scamAccept: 'Continue',
    learnMore: 'Take 2 mins to learn more',
    scamGuide: 'How to spot a crypto scam',
  },
} as const;
