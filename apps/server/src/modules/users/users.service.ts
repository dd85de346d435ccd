import {
  BillingAddress,
  ErrorCode,
  ItemStatus,
  type Language,
  type MappedUser,
  PRIVACY_POLICY_VERSION,
  SubmissionStatus,
  TERMS_OF_SERVICE_VERSION,
  type UserRecord,
} from '@ferry/contracts';
import { mapUser } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { listBankRecords } from '../banks/banks.service.js';
import { listCards } from '../cards/cards.service.js';
import { fcaUserFields } from '../fca/fca.service.js';
import { kycUserFields } from '../kyc/kyc-status.service.js';
import { isPanVerified } from '../pan/pan.service.js';
import { streamUserFieldsOf } from '../stream/stream-settings.service.js';
import {
  findUserByEmail,
  findUserById,
  updateBillingAddress,
  updateUserLanguage,
  upsertVerifiedUser,
  type UserRow,
} from './users.repository.js';

/** Terms of service and privacy policy accepted at their current versions (1.1.0). */
function hasAcceptedCurrentTerms(
  row: Pick<UserRow, 'termsOfServiceVersion' | 'privacyPolicyVersion'> | null,
): boolean {
  return (
    row?.termsOfServiceVersion === TERMS_OF_SERVICE_VERSION &&
    row.privacyPolicyVersion === PRIVACY_POLICY_VERSION
  );
}

export async function isTermsAcceptanceRequired(
  ctx: AppContext,
  { email }: { email: string },
): Promise<boolean> {
  return !hasAcceptedCurrentTerms(await findUserByEmail(ctx.db, email));
}

/**
 * The login of a verified e-mail: creates the user the first time, and records terms accepted
 * now and the language the sign-in asked for (a new user without one gets English).
 */
export async function recordVerifiedLogin(
  ctx: AppContext,
  { email, acceptTerms, language }: { email: string; acceptTerms: boolean; language: Language | null },
): Promise<{ userId: string }> {
  const row = await upsertVerifiedUser(ctx.db, { email, now: ctx.now(), acceptTerms, language });
  return { userId: row.id };
}

/** The language the user's e-mails go out in from now on. */
export async function saveUserLanguage(ctx: Pick<AppContext, 'db'>, { userId, language }: { userId: string; language: Language }): Promise<void> {
  await updateUserLanguage(ctx.db, { userId, language });
}

/**
 * The user fields of spec 001 section 3 that Ferry holds so far; KYC, banks, FCA and the
 * off-ramp stream fill theirs as those modules land.
 */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    lastLogin: row.lastLoginAt ? { date: row.lastLoginAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    status: ItemStatus.catch('ACTIVE').parse(row.status),
    kyc: {
      l1: {
        status: SubmissionStatus.catch('NOT_SUBMITTED').parse(row.kycStatus),
        type: null,
        highestApprovedKYCType: null,
        riskEnginePromote: false,
        rejectionDetails: null,
        reason: null,
      },
    },
    isManualReview: false,
    banks: [],
    firstName: row.firstName,
    lastName: row.lastName,
    mobileNumber: null,
    dob: null,
    address: null,
    isSSNVerified: false,
    isPANVerified: false,
    billingAddress: billingAddressRecord(row),
    fcaCategorization: null,
    fcaAssessmentTestPassed: false,
    fcaCoolingOffPeriodEndsAt: null,
    isOptedForDWA: false,
    dwaInfo: null,
    isQualifiedForDWA: false,
    isTncAccepted: hasAcceptedCurrentTerms(row),
    termsOfServiceVersion: row.termsOfServiceVersion,
    privacyPolicyVersion: row.privacyPolicyVersion,
    tncAcceptedAt: row.tncAcceptedAt?.toISOString() ?? null,
  };
}

export async function getUserProfile(
  ctx: AppContext,
  { userId }: { userId: string },
): Promise<MappedUser> {
  const row = await findUserById(ctx.db, userId);
  if (!row)
    throw new AppError(ErrorCode.UNAUTHORIZED, 'Your session has expired. Please log in again.');
  // Names, date of birth, mobile, address and the KYC state come from the KYC module.
  const record = {
    ...toUserRecord(row),
    ...(await kycUserFields(ctx, { userId })),
    banks: await listBankRecords(ctx, { userId }),
    // Categorisation, assessment and cooling-off come from the FCA module (issue 13).
    ...(await fcaUserFields(ctx, { userId })),
  };
  // The PAN check lives in modules/pan (issue 7).
  if (!record.isPANVerified && (await isPanVerified(ctx, { userId }))) record.isPANVerified = true;
  Object.assign(record, await streamUserFieldsOf(ctx, { userId, accountStatus: record.status, kycStatus: record.kyc.l1.status }));
  // The saved cards, as the user record lists them (the cards call gives the full card).
  const cards = (await listCards(ctx, { userId })).map(({ id, last4Digits, network, isPayoutAllowed }) => ({
    id,
    last4Digits,
    network,
    ...(isPayoutAllowed === undefined ? {} : { isPayoutAllowed }),
  }));
  return mapUser(record, { now: ctx.now(), cards });
}

/** The stored billing address, or null when the user has none (or it no longer parses). */
function storedBillingAddress(row: Pick<UserRow, 'billingAddress'>): BillingAddress | null {
  return BillingAddress.safeParse(row.billingAddress).data ?? null;
}

function billingAddressRecord(row: UserRow): UserRecord['billingAddress'] {
  const address = storedBillingAddress(row);
  if (!address) return null;
  return { ...address, addressLine2: address.addressLine2 || null, country: address.countryCode };
}

export async function findBillingAddress(ctx: AppContext, { userId }: { userId: string }): Promise<BillingAddress | null> {
  const row = await findUserById(ctx.db, userId);
  return row ? storedBillingAddress(row) : null;
}

/** Saves a billing address the order-forms module has checked. */
export async function saveBillingAddress(ctx: AppContext, { userId, billingAddress }: { userId: string; billingAddress: BillingAddress }): Promise<void> {
  await updateBillingAddress(ctx.db, { userId, billingAddress });
}
