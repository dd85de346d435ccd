import { ErrorCode, type PartnerInfo } from '@ferry/contracts';
import { isOtherStreamPartner, isStreamEligible } from '@ferry/rules';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { kycRequirementsFor } from '../kyc/kyc.service.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { findStreamSettings, type StreamSettingsRow } from './stream.repository.js';

export const STREAM_OTHER_PARTNER_MESSAGE = 'You have already signed up with a different partner';
export const STREAM_NOT_ELIGIBLE_MESSAGE = 'Unfortunately you are not allowed to access this service.';

/** Spec 001 section 4 'Off-ramp stream onboarding': the facts eligibility is decided on. */
export async function isUserStreamEligible(ctx: AppContext, { userId, accountStatus }: { userId: string; accountStatus?: string }): Promise<boolean> {
  const status = accountStatus ?? (await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]?.status ?? 'DISABLED';
  const { kycStatus } = await kycRequirementsFor(ctx, { userId });
  return isStreamEligible({ accountStatus: status, kycStatus });
}

/**
 * Every stream call passes here: an active partner that offers the stream, an eligible user,
 * and the partner the user first onboarded with (403 STREAM_OTHER_PARTNER for another).
 */
export async function requireStreamAccess(ctx: AppContext, { userId, apiKey }: { userId: string; apiKey: string }): Promise<{ partner: PartnerInfo; settings: StreamSettingsRow | null }> {
  const partner = await requireActivePartner(ctx, { apiKey });
  if (!partner.productsAvailed.includes('OFF_RAMP_STREAM')) {
    throw new AppError(ErrorCode.PRODUCT_NOT_AVAILED, `${partner.company} does not offer the off-ramp stream.`, { params: { company: partner.company, product: 'STREAM' } });
  }
  if (!(await isUserStreamEligible(ctx, { userId }))) throw new AppError(ErrorCode.STREAM_NOT_ELIGIBLE, STREAM_NOT_ELIGIBLE_MESSAGE);
  const settings = await findStreamSettings(ctx.db, userId);
  if (isOtherStreamPartner({ onboardingApiKey: settings?.onboardingApiKey ?? null, apiKey })) {
    throw new AppError(ErrorCode.STREAM_OTHER_PARTNER, STREAM_OTHER_PARTNER_MESSAGE);
  }
  return { partner, settings };
}
