import { ErrorCode, FcaCategory, type KycLevel, type Quote, type SubmissionStatus } from '@ferry/contracts';
import { missingDetailsCodeOf, type PreOrderFacts, preOrderRoute, type PreOrderStep } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { kycRequirementsForOrder } from '../kyc/kyc.service.js';
import type { CreateOrderFacts } from './orders.repository.js';

/** What the server knows about a user that pre-order routing looks at. */
export type OrderEligibility = {
  email: string | null;
  pendingKycFormIds: string[];
  kycStatus: SubmissionStatus;
  isPanVerified: boolean;
  addressCountryCode: string | null;
  isFcaCategorised: boolean;
  hasPassedFcaAssessment: boolean;
  isFcaCoolingOff: boolean;
  /** The highest approved KYC level: whose limits the order must fit. */
  kycLevel: KycLevel | null;
};

/**
 * Eligibility from create-order's one read (orders.repository findCreateOrderFacts): the KYC
 * module's requirements for this quote (forms still pending for its level, approval, the KYC
 * address's country; moving the KYC on by the clock when something is due with the provider) and
 * the user's e-mail, FCA journey and PAN check (the fields GET users shows, without building the
 * whole profile).
 */
export async function eligibilityOf(ctx: AppContext, { userId, quote, facts }: { userId: string; quote: Quote; facts: CreateOrderFacts }): Promise<OrderEligibility> {
  const kyc = await kycRequirementsForOrder(ctx, { userId, quote, rows: facts.kyc });
  const { user } = facts;
  return {
    email: user.email,
    pendingKycFormIds: kyc.pendingForms,
    // Approved at a lower level than this order needs counts as not approved yet.
    kycStatus: kyc.isApproved ? 'APPROVED' : kyc.kycStatus === 'APPROVED' ? 'SUBMITTED' : kyc.kycStatus,
    isPanVerified: user.isPanVerified,
    addressCountryCode: kyc.addressCountryCode,
    // As GET users maps them (modules/fca fcaUserFields, @ferry/rules mapUser).
    isFcaCategorised: FcaCategory.nullable().catch(null).parse(user.fcaCategorization) !== null,
    hasPassedFcaAssessment: user.fcaPassedAt !== null,
    isFcaCoolingOff: user.fcaCoolingOffEndsAt !== null && user.fcaCoolingOffEndsAt.getTime() > ctx.now().getTime(),
    kycLevel: kyc.level,
  };
}

const MESSAGES: Record<Exclude<PreOrderStep['to'], 'confirm-order'>, string> = {
  exchange: 'This quote is no longer valid. Please get a new quote.',
  'wallet-confirm': 'Please enter your wallet address.',
  login: 'Please log in to place an order.',
  'kyc-form': 'Please complete your KYC forms before placing an order.',
  'order-form': 'Please add your billing address before paying by card.',
  profile: 'Please complete your KYC verification before placing an order.',
  'submit-pan': 'Please verify your PAN number before paying by UPI or bank transfer.',
  'fca-categorisation-start': 'Please complete the UK investor categorisation before placing an order.',
  'fca-risk-assessment-start': 'Please pass the UK risk assessment before placing an order.',
  'fca-cooling-off': 'Your 24-hour cooling-off period has not ended yet.',
  'add-card': 'Please add a card to pay by card.',
  'bank-details': 'Please add the bank account to pay out to.',
  'stream-onboarding-intro': 'Please complete the off-ramp stream onboarding.',
};

/** Spec 000 section 8's alert texts (the widget shows its own catalogue's, by code). */
const MISSING_DETAILS_MESSAGES: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.PERSONAL_DETAILS_NOT_FOUND]: 'Personal details not found. Please enter your personal details to proceed.',
  [ErrorCode.ADDRESS_DETAILS_NOT_FOUND]: 'Address details not found. Please enter your address details to proceed.',
};

/** The server's own run of pre-order routing: anything but 'confirm order' refuses the order. */
export function assertOrderPreconditions(facts: PreOrderFacts): void {
  const step = preOrderRoute(facts);
  if (step.to === 'confirm-order') return;
  const message = step.to === 'add-card' && facts.flow === 'SELL' ? 'Please add a card that can receive payouts.' : MESSAGES[step.to];
  // Missing personal details or address have their own codes: the widget's alert opens that form.
  const missingDetails = step.to === 'kyc-form' ? missingDetailsCodeOf(step.formId) : null;
  if (missingDetails) throw new AppError(missingDetails, MISSING_DETAILS_MESSAGES[missingDetails] ?? message);
  // The step (and for a sell's card, the flow) is the code's parameter: the widget words it.
  throw new AppError(ErrorCode.ORDER_PRECONDITION_FAILED, message, { params: { step: step.to, flow: facts.flow } });
}
