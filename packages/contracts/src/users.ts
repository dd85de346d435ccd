import { z } from 'zod';
import { ItemStatus, KycLevel, SubmissionStatus } from './enums.js';
import { ApiKey } from './partner.js';

/** GET users?apiKey (optional): the signed-in user (spec 001 section 7). */
export const UsersQuery = z.object({ apiKey: ApiKey.optional() });

const Iso = z.iso.datetime();

export const UserKyc = z.object({
  status: SubmissionStatus,
  type: KycLevel.nullable(),
  highestApprovedKYCType: KycLevel.nullable(),
  riskEnginePromote: z.boolean(),
  rejectionDetails: z
    .object({ details: z.array(z.string()), reason: z.string().nullable() })
    .nullable(),
  reason: z.string().nullable(),
});
export type UserKyc = z.infer<typeof UserKyc>;

/** A bank as the server stores it: the type may be called detailsType, the number may be an IBAN or UPI id. */
export const UserBankRecord = z.object({
  id: z.string(),
  detailsType: z.string().optional(),
  type: z.string().optional(),
  accountNumber: z.string().optional(),
  iban: z.string().optional(),
  upiId: z.string().optional(),
});
export type UserBankRecord = z.infer<typeof UserBankRecord>;

export const UserAddress = z.object({
  countryCode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  addressLine1: z.string().nullable(),
});
/** Spec 001 section 3 lists city, country, countryCode, postCode and state; Ferry adds the two address lines it asks for. */
export const UserBillingAddress = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  postCode: z.string().nullable(),
  state: z.string().nullable(),
});
/** Off-ramp stream ("dedicated wallet address") settings. */
export const DwaInfo = z.object({
  fiatCurrency: z.string(),
  payoutId: z.string(),
  payoutType: z.enum(['BANK', 'CARD']),
  partnerApiKey: z.string(),
  paymentMethod: z.string(),
});
export type DwaInfo = z.infer<typeof DwaInfo>;

/** The user fields of spec 001 section 3, as stored; unknown values are null, lists empty. */
export const UserRecord = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  lastLogin: z.object({ date: Iso }).nullable(),
  createdAt: Iso,
  status: ItemStatus,
  kyc: z.object({ l1: UserKyc }),
  isManualReview: z.boolean(),
  banks: z.array(UserBankRecord),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  dob: z.string().nullable(),
  address: UserAddress.nullable(),
  isSSNVerified: z.boolean(),
  isPANVerified: z.boolean(),
  billingAddress: UserBillingAddress.nullable(),
  fcaCategorization: z.enum(['RESTRICTED_INVESTOR', 'HIGH_NET_WORTH_INVESTOR']).nullable(),
  fcaAssessmentTestPassed: z.boolean(),
  /** Ferry's own field: when the FCA cooling-off period ends (null when none was started). */
  fcaCoolingOffPeriodEndsAt: Iso.nullable(),
  isOptedForDWA: z.boolean(),
  dwaInfo: DwaInfo.nullable(),
  isQualifiedForDWA: z.boolean(),
  /** Terms of service and privacy policy accepted at their current versions. */
  isTncAccepted: z.boolean(),
  termsOfServiceVersion: z.string().nullable(),
  privacyPolicyVersion: z.string().nullable(),
  tncAcceptedAt: Iso.nullable(),
});
export type UserRecord = z.infer<typeof UserRecord>;

export const UserBank = z.object({
  id: z.string(),
  type: z.string(),
  accountNumber: z.string().nullable(),
});
export type UserBank = z.infer<typeof UserBank>;

export const UserOffRampStream = z.object({
  isEligible: z.boolean(),
  paymentMethod: z.string().nullable(),
  payoutType: z.enum(['BANK', 'CARD']).nullable(),
  payoutId: z.string().nullable(),
  fiatCurrencyCode: z.string().nullable(),
  onboardingApiKey: z.string().nullable(),
  isOnboardingComplete: z.boolean(),
});
export type UserOffRampStream = z.infer<typeof UserOffRampStream>;

/** A saved card as the user record lists it (the cards call gives the full card). */
export const UserCard = z.object({
  id: z.string(),
  last4Digits: z.string(),
  network: z.string(),
  isPayoutAllowed: z.boolean().optional(),
});
export type UserCard = z.infer<typeof UserCard>;

/** The user as the widget reads it: "Mapped user" of spec 001 section 3. */
export const MappedUser = UserRecord.omit({ banks: true }).extend({
  banks: z.array(UserBank),
  /** From the rejection detail list, else the rejection reason, else the KYC reason. */
  rejectionReasons: z.array(z.string()),
  offRampStream: UserOffRampStream,
  cards: z.array(UserCard),
  fcaIsCoolingOffPeriod: z.boolean(),
  /** End of the cooling-off period in ms since the epoch, or null. */
  fcaCoolingOffPeriod: z.number().int().nullable(),
});
export type MappedUser = z.infer<typeof MappedUser>;
