import type { PaymentMethodId, SubmissionStatus } from '@ferry/contracts';

export type PreOrderFlow = 'BUY' | 'SELL' | 'OFF_RAMP_STREAM';

/** What the routing looks at; the widget fills it from the session, the server from its records. */
export type PreOrderFacts = {
  flow: PreOrderFlow;
  hasQuote: boolean;
  walletAddress: string | null;
  email: string | null;
  /** Ids of KYC forms still to fill, in order. */
  pendingKycFormIds: readonly string[];
  kycStatus: SubmissionStatus;
  paymentMethod: PaymentMethodId | null;
  isPanVerified: boolean;
  /** Country of the user's address (alpha-2), null when unknown. */
  addressCountryCode: string | null;
  isFcaCategorised: boolean;
  hasPassedFcaAssessment: boolean;
  isFcaCoolingOff: boolean;
  /** BUY: saved cards (and new unsaved ones). SELL: cards whose payout is allowed. */
  usableCardCount: number;
  /** SELL: the bank chosen for the payout, if any. */
  bankId: string | null;
  /**
   * Ids of order forms still to fill (GET orders/forms), in order: a card buy without a billing
   * address has billingAddress. Absent means none.
   */
  pendingOrderFormIds?: readonly string[];
};

export type PreOrderStep =
  | { to: 'exchange' }
  | { to: 'wallet-confirm' }
  | { to: 'login' }
  | { to: 'kyc-form'; formId: string }
  | { to: 'order-form'; formId: string }
  | { to: 'profile' }
  | { to: 'submit-pan' }
  | { to: 'fca-categorisation-start' }
  | { to: 'fca-risk-assessment-start' }
  | { to: 'fca-cooling-off' }
  | { to: 'add-card' }
  | { to: 'bank-details' }
  | { to: 'stream-onboarding-intro' }
  | { to: 'confirm-order'; startFraudDeviceSession: true };

const INR_PAN_METHODS: readonly PaymentMethodId[] = ['inr_upi', 'inr_bank_transfer'];
const SELL_BANK_METHODS: readonly PaymentMethodId[] = ['gbp_bank_transfer', 'sepa_bank_transfer'];

/** Steps 4 to 7, shared by every flow: KYC forms, KYC approval, PAN and the UK journey. */
function identityStep(facts: PreOrderFacts): PreOrderStep | null {
  const firstForm = facts.pendingKycFormIds[0];
  if (firstForm !== undefined) return { to: 'kyc-form', formId: firstForm };
  if (facts.kycStatus !== 'APPROVED') return { to: 'profile' };
  if (facts.paymentMethod && INR_PAN_METHODS.includes(facts.paymentMethod) && !facts.isPanVerified) return { to: 'submit-pan' };
  if (facts.addressCountryCode?.toUpperCase() === 'GB') {
    if (!facts.isFcaCategorised) return { to: 'fca-categorisation-start' };
    if (!facts.hasPassedFcaAssessment) return { to: 'fca-risk-assessment-start' };
    if (facts.isFcaCoolingOff) return { to: 'fca-cooling-off' };
  }
  return null;
}

/**
 * Where the user goes before an order can be placed (spec 001 section 4 "Pre-order routing"),
 * checked in the spec's order. BUY: quote, wallet, e-mail, KYC forms, KYC approved, PAN, UK,
 * order forms (billing address), cards, then confirm. SELL: the same without the wallet check, plus the payout bank or card.
 * OFF_RAMP_STREAM: no quote, wallet or e-mail check; after the KYC and UK checks, the onboarding intro.
 */
export function preOrderRoute(facts: PreOrderFacts): PreOrderStep {
  if (facts.flow !== 'OFF_RAMP_STREAM') {
    if (!facts.hasQuote) return { to: 'exchange' };
    if (facts.flow === 'BUY' && !facts.walletAddress?.trim()) return { to: 'wallet-confirm' };
    if (!facts.email) return { to: 'login' };
  }
  const identity = identityStep(facts);
  if (identity) return identity;
  if (facts.flow === 'OFF_RAMP_STREAM') return { to: 'stream-onboarding-intro' };
  // Ferry's decision: order forms (the billing address of a card buy) come after identity and
  // before the payout bank or the card, so a card is only added once its billing address is known.
  const firstOrderForm = facts.pendingOrderFormIds?.[0];
  if (firstOrderForm !== undefined) return { to: 'order-form', formId: firstOrderForm };
  if (facts.flow === 'SELL' && facts.paymentMethod && SELL_BANK_METHODS.includes(facts.paymentMethod) && !facts.bankId) {
    return { to: 'bank-details' };
  }
  if (facts.paymentMethod === 'credit_debit_card' && facts.usableCardCount === 0) return { to: 'add-card' };
  return { to: 'confirm-order', startFraudDeviceSession: true };
}

export type StreamTermsFacts = {
  paymentMethod: PaymentMethodId | null;
  bankId: string | null;
  cardId: string | null;
  savedCardCount: number;
  isOnboardingComplete: boolean;
};

export type StreamTermsStep = { to: 'bank-details' } | { to: 'add-card' } | { to: 'select-card' } | { to: 'stream-wallets' } | { to: 'stream-terms' };

/**
 * From the stream's terms step (spec 001 section 4): GBP or SEPA with no bank goes to bank
 * details; card with none chosen goes to add card (no saved card) or select card; onboarding
 * complete goes to My Wallets; otherwise to terms.
 */
export function streamTermsRoute(facts: StreamTermsFacts): StreamTermsStep {
  if (facts.paymentMethod && SELL_BANK_METHODS.includes(facts.paymentMethod) && !facts.bankId) return { to: 'bank-details' };
  if (facts.paymentMethod === 'credit_debit_card' && !facts.cardId) {
    return facts.savedCardCount === 0 ? { to: 'add-card' } : { to: 'select-card' };
  }
  if (facts.isOnboardingComplete) return { to: 'stream-wallets' };
  return { to: 'stream-terms' };
}
