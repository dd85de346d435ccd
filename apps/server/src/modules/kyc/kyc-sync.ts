import { randomUUID } from 'node:crypto';
import { KYC_REFRESH_AFTER_DAYS, type KycFormId, type KycLevel, type PendingFormId } from '@ferry/contracts';
import { higherKycLevel } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { KycProviderUnavailableError } from '../../providers/kyc/kyc-provider.js';
import type { Transaction } from '../../events/executor.js';
import { scheduleDecisionCheck } from './kyc-decision-check.js';
import {
  ensureKycProfile,
  findKycProfile,
  type KycProfileRow,
  type KycSubmissionRow,
  listKycSubmissions,
  listPendingReliances,
  saveKycSubmission,
  settleReliance,
  updateKycProfile,
  type KycProfilePatch,
} from './kyc.repository.js';
import { type KycSnapshot, levelOf, statusOf, submissionsById } from './kyc-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reliance pending form ids mapped to Ferry's forms. */
const PENDING_FORM_MAP: Record<PendingFormId, KycFormId> = {
  PERSONAL_DETAILS: 'personalDetails',
  ADDRESS: 'address',
  RESIDENTIAL_ADDRESS: 'address',
  SSN: 'usSSN',
  ID_PROOF_SELFIE: 'idProof',
  IDENTITY_DOCUMENT: 'idProof',
  SOURCE_FUNDS: 'sourceOfIncome',
};

/**
 * Writes a change if the profile did not move meanwhile, with a `kyc.status_changed` event in the
 * same transaction when the status changes; `then` adds work that must commit with it. Answers
 * whether it was written.
 */
async function write(
  ctx: AppContext,
  profile: KycProfileRow,
  patch: KycProfilePatch,
  then?: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const isWritten = await updateKycProfile(tx, { userId: profile.userId, version: profile.version, patch, now: ctx.now() });
    if (!isWritten) return false;
    if (patch.status && patch.status !== profile.status) {
      const payload = { userId: profile.userId, from: profile.status, to: patch.status, level: patch.level ?? profile.level ?? null };
      await ctx.events.record(tx, { type: 'kyc.status_changed', subject: profile.userId, userId: profile.userId, payload, occurredAt: ctx.now() });
    }
    await then?.(tx);
    return true;
  });
}

/** Writes a change if the profile did not move meanwhile; either way answers the profile as it now is. */
async function change(ctx: AppContext, profile: KycProfileRow, patch: KycProfilePatch): Promise<KycProfileRow> {
  await write(ctx, profile, patch);
  return (await findKycProfile(ctx.db, profile.userId)) ?? profile;
}

async function syncReliances(ctx: AppContext, userId: string): Promise<void> {
  for (const reliance of await listPendingReliances(ctx.db, userId)) {
    const result = await ctx.providers.kyc.getRelianceCheck(reliance.checkId);
    if (!result || result.status === 'PENDING') continue;
    const pendingForms = result.status === 'DONE' ? result.pendingForms : [];
    if (!(await settleReliance(ctx.db, { id: reliance.id, status: result.status, pendingForms, completedAt: ctx.now() }))) continue;
    if (result.status !== 'DONE') continue;
    const missing = new Set(pendingForms.map((id) => PENDING_FORM_MAP[id]));
    const existing = submissionsById(await listKycSubmissions(ctx.db, userId));
    const { person } = result;
    const imported: Array<[KycFormId, Record<string, unknown>]> = [
      ['personalDetails', { firstName: person.firstName, lastName: person.lastName, dob: person.dateOfBirth, mobileNumber: person.mobileNumber }],
      ['address', { ...person.address }],
      ['idProof', { via: 'reliance', relianceId: reliance.id }],
    ];
    for (const [formId, values] of imported) {
      if (missing.has(formId) || existing.has(formId)) continue;
      await saveKycSubmission(ctx.db, { userId, formId, values, source: 'reliance', submittedAt: ctx.now() });
    }
  }
}

async function syncWorkflowRun(ctx: AppContext, profile: KycProfileRow): Promise<KycProfileRow> {
  const status = statusOf(profile.status);
  if (!profile.workflowRunId || status === 'SUBMITTED' || status === 'REJECTED') return profile;
  const run = await ctx.providers.kyc.getWorkflowRun(profile.workflowRunId);
  if (!run || run.status === 'NOT_SUBMITTED') return profile;
  if (run.status === 'REJECTED') {
    return change(ctx, profile, {
      status: 'REJECTED',
      rejectionReason: 'Identity verification was declined',
      rejectionDetails: run.reasons,
      decidedAt: run.completedAt ?? ctx.now(),
      isManualReview: false,
    });
  }
  const submissions = submissionsById(await listKycSubmissions(ctx.db, profile.userId));
  if (submissions.get('idProof')?.values.workflowRunId !== profile.workflowRunId) {
    await saveKycSubmission(ctx.db, {
      userId: profile.userId,
      formId: 'idProof',
      values: { via: 'provider', workflowRunId: profile.workflowRunId },
      source: 'provider',
      submittedAt: run.completedAt ?? ctx.now(),
    });
  }
  return profile;
}

/** Sends the application to the provider; a failed send is retried on a later read. */
async function sendApplication(ctx: AppContext, profile: KycProfileRow, snapshot: Pick<KycSnapshot, 'submissions'>): Promise<void> {
  const person = snapshot.submissions.get('personalDetails')?.values ?? {};
  const address = snapshot.submissions.get('address')?.values ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (!profile.applicationId) return;
  try {
    await ctx.providers.kyc.submitApplication({
      applicationId: profile.applicationId,
      reference: profile.userId,
      email: profile.email,
      level: levelOf(profile.level) ?? 'SIMPLE',
      firstName: text(person.firstName),
      lastName: text(person.lastName),
      dateOfBirth: text(person.dob),
      countryCode: text(address.countryCode),
    });
  } catch (error) {
    if (!(error instanceof KycProviderUnavailableError)) throw error;
  }
}

async function syncDecision(ctx: AppContext, profile: KycProfileRow): Promise<KycProfileRow> {
  if (statusOf(profile.status) !== 'SUBMITTED' || !profile.applicationId) return profile;
  const decision = await ctx.providers.kyc.getDecision(profile.applicationId);
  if (decision === null) {
    await sendApplication(ctx, profile, { submissions: submissionsById(await listKycSubmissions(ctx.db, profile.userId)) });
    return profile;
  }
  if (decision.status === 'PENDING') return profile;
  if (decision.status === 'IN_REVIEW') return profile.isManualReview ? profile : change(ctx, profile, { isManualReview: true });
  if (decision.status === 'REJECTED') {
    return change(ctx, profile, {
      status: 'REJECTED',
      rejectionReason: decision.reason,
      rejectionDetails: decision.details,
      decidedAt: decision.decidedAt,
      isManualReview: false,
    });
  }
  const level = levelOf(profile.level) ?? 'SIMPLE';
  return change(ctx, profile, {
    status: 'APPROVED',
    highestApprovedLevel: higherKycLevel(level, levelOf(profile.highestApprovedLevel)),
    decidedAt: decision.decidedAt,
    approvedAt: decision.decidedAt,
    refreshDueAt: new Date(decision.decidedAt.getTime() + KYC_REFRESH_AFTER_DAYS * DAY_MS),
    isManualReview: false,
    rejectionReason: null,
    rejectionDetails: [],
    riskEnginePromote: level === 'ENHANCED' ? false : profile.riskEnginePromote,
  });
}

/**
 * Reads a user's KYC and brings it up to date with the provider: reliance answers, the external
 * ID step, and the decision on a submitted application (decided on read, never by a timer).
 * With an e-mail the profile is created on first use; without one a new user reads as empty.
 */
export async function loadKyc(ctx: AppContext, { userId, email }: { userId: string; email?: string }): Promise<KycSnapshot> {
  let profile = email ? await ensureKycProfile(ctx.db, { userId, email, now: ctx.now() }) : await findKycProfile(ctx.db, userId);
  if (!profile) return { profile: null, submissions: new Map(), hasPendingReliance: false };
  await syncReliances(ctx, userId);
  profile = await syncWorkflowRun(ctx, profile);
  profile = await syncDecision(ctx, profile);
  const [submissions, reliances] = await Promise.all([listKycSubmissions(ctx.db, userId), listPendingReliances(ctx.db, userId)]);
  return { profile, submissions: submissionsById(submissions), hasPendingReliance: reliances.length > 0 };
}

/** A user's KYC rows as one read brought them (create-order reads them joined with the rest, issue 17). */
export type KycRows = { profile: KycProfileRow | null; submissions: KycSubmissionRow[]; hasPendingReliance: boolean };

/**
 * loadKyc from rows already read: the same snapshot without reading again when there is nothing
 * to bring up to date with the provider (no pending reliance, no open workflow run, no submitted
 * application); otherwise loadKyc itself, whose syncs may change the rows.
 */
export async function loadKycFrom(ctx: AppContext, userId: string, rows: KycRows): Promise<KycSnapshot> {
  const { profile } = rows;
  if (!profile) return { profile: null, submissions: new Map(), hasPendingReliance: false };
  const status = statusOf(profile.status);
  const isWorkflowOpen = profile.workflowRunId !== null && status !== 'SUBMITTED' && status !== 'REJECTED';
  const isDecisionDue = status === 'SUBMITTED' && profile.applicationId !== null;
  if (rows.hasPendingReliance || isWorkflowOpen || isDecisionDue) return loadKyc(ctx, { userId });
  return { profile, submissions: submissionsById(rows.submissions), hasPendingReliance: false };
}

/** Every step is done: the application goes to the provider at the journey's level. */
export async function submitApplication(ctx: AppContext, snapshot: KycSnapshot, level: KycLevel): Promise<KycSnapshot> {
  const { profile } = snapshot;
  if (!profile) return snapshot;
  const applicationId = randomUUID();
  const patch: KycProfilePatch = {
    status: 'SUBMITTED',
    level,
    applicationId,
    submittedAt: ctx.now(),
    decidedAt: null,
    isManualReview: false,
    rejectionReason: null,
    rejectionDetails: [],
  };
  // The decision is fetched by a job, so it is applied (and heard by partners) even if the user never looks again.
  const isChanged = await write(ctx, profile, patch, (tx) => scheduleDecisionCheck(ctx, tx, { userId: profile.userId, applicationId, attempt: 0 }));
  const fresh = (await findKycProfile(ctx.db, profile.userId)) ?? profile;
  if (isChanged) await sendApplication(ctx, fresh, snapshot);
  return { ...snapshot, profile: fresh };
}

export { change as changeKycProfile };
