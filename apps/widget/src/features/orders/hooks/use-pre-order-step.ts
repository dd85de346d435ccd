import type { MappedUser, Product, Quote } from '@ferry/contracts';
import { preOrderRoute, type PreOrderStep } from '@ferry/rules';
import { useQuery } from '@tanstack/react-query';
import { kycFormsQueryOptions } from '../../../api/kyc/get-kyc-forms.js';
import { orderFormsQueryOptions } from '../../../api/orders/get-order-forms.js';
import { useCards } from '../../../api/cards/get-cards.js';
import { usePayoutCards } from '../../../api/cards/is-payout-card.js';
import { newCardsStore } from '../../../stores/new-cards.js';
import { useSessionValue } from '../../../stores/session-store.js';

/**
 * Pre-order routing of spec 001 section 4 on what the widget knows: the stored quote and wallet,
 * the user record, the KYC forms still pending for this quote, and the cards. Null while loading.
 */
export function usePreOrderStep({
  flow,
  quote,
  walletAddress,
  user,
  bankId,
}: {
  flow: Product;
  quote: Quote | null;
  walletAddress: string | null;
  user: MappedUser | undefined;
  bankId: string | null;
}): PreOrderStep | null {
  const hasLogin = Boolean(useSessionValue('authToken'));
  const isLoggedIn = Boolean(user?.email);
  const kycForms = useQuery({ ...kycFormsQueryOptions({ metadata: { quoteId: quote?.quoteId } }), enabled: isLoggedIn && quote !== null });
  // The server says which order forms this quote still needs (a card buy's billing address).
  const orderForms = useQuery({ ...orderFormsQueryOptions({ metadata: { quoteId: quote?.quoteId } }), enabled: isLoggedIn && quote !== null });
  const isCard = quote?.paymentMethod === 'credit_debit_card';
  // A sell has no wallet check; its cards count only when they may receive payouts.
  const isSell = flow === 'SELL';
  const hasWallet = isSell || Boolean(walletAddress);
  const cards = useCards({ isEnabled: isLoggedIn && isCard && !isSell });
  const payoutCards = usePayoutCards({ fiatCurrency: quote?.fiatCurrency ?? null, isEnabled: isLoggedIn && isCard && isSell });
  if (!quote || !hasWallet || !user) {
    // The user record of a stored login is still loading: no step can be told yet.
    if (quote && hasWallet && hasLogin) return null;
    return preOrderRoute({ ...emptyFacts, flow, hasQuote: quote !== null, walletAddress, email: user?.email ?? null });
  }
  const isCheckingPayoutCards = payoutCards === null || payoutCards.some((card) => card.isPayoutAllowed === undefined);
  if (kycForms.isPending || orderForms.isPending || (isCard && (isSell ? isCheckingPayoutCards : cards.isPending))) return null;
  const usableCardCount = isSell
    ? (payoutCards ?? []).filter((card) => card.isPayoutAllowed === true).length
    : (cards.data?.length ?? 0) + newCardsStore.list().length;
  return preOrderRoute({
    flow,
    hasQuote: true,
    walletAddress,
    email: user.email,
    pendingKycFormIds: kycForms.data?.forms.map((form) => form.id) ?? [],
    kycStatus: user.kyc.l1.status,
    paymentMethod: quote.paymentMethod,
    isPanVerified: user.isPANVerified,
    addressCountryCode: user.address?.countryCode ?? null,
    isFcaCategorised: user.fcaCategorization !== null,
    hasPassedFcaAssessment: user.fcaAssessmentTestPassed,
    isFcaCoolingOff: user.fcaIsCoolingOffPeriod,
    usableCardCount,
    bankId,
    pendingOrderFormIds: orderForms.data?.forms.map((form) => form.id) ?? [],
  });
}

const emptyFacts = {
  pendingKycFormIds: [],
  kycStatus: 'NOT_SUBMITTED' as const,
  paymentMethod: null,
  isPanVerified: false,
  addressCountryCode: null,
  isFcaCategorised: false,
  hasPassedFcaAssessment: false,
  isFcaCoolingOff: false,
  usableCardCount: 0,
  bankId: null,
};
