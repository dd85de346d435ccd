import { ErrorCode, type ExternalKycStatus, type KycReliancePoll, type Language, PendingFormId, type UserRecord } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findRelianceById } from './kyc.repository.js';
import { levelOf, statusOf, storedValues, type KycSnapshot } from './kyc-state.js';
import { countryOptions } from './kyc-support.js';
import { loadKyc } from './kyc-sync.js';
import { verificationLinkEmail } from './verification-link-email.js';
import { advanceKyc, kycTargetOf } from './kyc.service.js';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Not found');

/** GET kyc/workflow-run-id/status: the user's own ID-proof run only; another id is not found. */
export async function getExternalKycStatus(
  ctx: AppContext,
  { userId, email, workflowRunId }: { userId: string; email: string; workflowRunId: string },
): Promise<ExternalKycStatus> {
  const snapshot = await loadKyc(ctx, { userId, email });
  if (snapshot.profile?.workflowRunId !== workflowRunId) throw notFound();
  const run = await ctx.providers.kyc.getWorkflowRun(workflowRunId);
  if (!run) throw notFound();
  if (run.status !== 'NOT_SUBMITTED') await advanceKyc(ctx, await loadKyc(ctx, { userId }), kycTargetOf(snapshot));
  return { status: run.status };
}

/** Without a camera the user continues on another device: the link goes to their e-mail too, in their language. */
export async function emailVerificationLink(
  ctx: AppContext,
  { userId, email, workflowRunId, language }: { userId: string; email: string; workflowRunId: string; language: Language },
): Promise<{ isSent: boolean }> {
  const snapshot = await loadKyc(ctx, { userId, email });
  if (snapshot.profile?.workflowRunId !== workflowRunId) throw notFound();
  const run = await ctx.providers.kyc.getWorkflowRun(workflowRunId);
  if (!run) throw notFound();
  await ctx.providers.mail.send(verificationLinkEmail({ to: email, link: run.verificationUrl, language }));
  return { isSent: true };
}

/** GET kyc/reliance/{id}: PENDING until the provider answers, then DONE (maybe with forms still needed) or FAILED. */
export async function pollKycReliance(
  ctx: AppContext,
  { userId, email, relianceId }: { userId: string; email: string; relianceId: string },
): Promise<KycReliancePoll> {
  await loadKyc(ctx, { userId, email });
  const reliance = await findRelianceById(ctx.db, { userId, id: relianceId });
  if (!reliance) throw notFound();
  const status = reliance.status === 'DONE' || reliance.status === 'FAILED' ? reliance.status : 'PENDING';
  if (status !== 'DONE') return { shareTokenStatus: status, moreInfo: null };
  const pendingKycForms = reliance.pendingForms.filter((id) => PendingFormId.safeParse(id).success) as PendingFormId[];
  return {
    shareTokenStatus: 'DONE',
    moreInfo: pendingKycForms.length > 0 ? { messageId: 'MORE_INFO_REQUIRED', required: true, pendingKycForms } : null,
  };
}

const text = (values: Record<string, unknown> | undefined, key: string): string | null => {
  const value = values?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

async function userFieldsOf(ctx: AppContext, snapshot: KycSnapshot): Promise<Partial<UserRecord>> {
  const { profile } = snapshot;
  if (!profile) return {};
  const person = storedValues(snapshot, 'personalDetails');
  const address = storedValues(snapshot, 'address');
  const countryCode = text(address, 'countryCode');
  const country = countryCode ? ((await countryOptions(ctx)).find((option) => option.alpha2 === countryCode)?.name ?? null) : null;
  const status = statusOf(profile.status);
  return {
    ...(person ? { firstName: text(person, 'firstName'), lastName: text(person, 'lastName') } : {}),
    mobileNumber: text(person, 'mobileNumber'),
    dob: text(person, 'dob'),
    address: address
      ? { countryCode, state: text(address, 'state'), city: text(address, 'city'), country, addressLine1: text(address, 'addressLine1') }
      : null,
    isSSNVerified: snapshot.submissions.has('usSSN'),
    isManualReview: profile.isManualReview,
    kyc: {
      l1: {
        status,
        type: levelOf(profile.level),
        highestApprovedKYCType: levelOf(profile.highestApprovedLevel),
        riskEnginePromote: profile.riskEnginePromote,
        rejectionDetails: status === 'REJECTED' ? { details: profile.rejectionDetails, reason: profile.rejectionReason } : null,
        reason: status === 'REJECTED' ? profile.rejectionReason : null,
      },
    },
  };
}

/**
 * The KYC part of the user record (spec 001 section 3): names, date of birth, mobile, address,
 * KYC status, level and rejection, SSN verified. Reading it also advances the KYC (decided on read).
 */
export async function kycUserFields(ctx: AppContext, { userId }: { userId: string }): Promise<Partial<UserRecord>> {
  const loaded = await loadKyc(ctx, { userId });
  const { snapshot } = await advanceKyc(ctx, loaded, kycTargetOf(loaded));
  return userFieldsOf(ctx, snapshot);
}

/** The KYC address form's values as the user sent them (the order forms offer them as the billing address). */
export async function kycAddressValues(ctx: AppContext, { userId }: { userId: string }): Promise<Record<string, unknown> | undefined> {
  return storedValues(await loadKyc(ctx, { userId }), 'address');
}
