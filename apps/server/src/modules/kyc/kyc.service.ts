import {
  ErrorCode,
  type FormValues,
  type KycFormId,
  type KycFormsMetadata,
  type KycFormSubmitResponse,
  type KycLevel,
  type KycSession,
  type Language,
  type Quote,
  type SubmissionStatus,
} from '@ferry/contracts';
import { kycLevelLimit, requiredKycLevel } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { checkedFormValues } from './form-submit.js';
import { buildForm, type FormInputs, isSubmittableForm, submittableForm } from './forms/index.js';
import { type Journey, planJourney } from './journey.js';
import { findReliance, listPendingReliances, saveKycSubmission } from './kyc.repository.js';
import { addressCountryOf, journeyStateOf, levelOf, type KycSnapshot, statusOf, storedValues } from './kyc-state.js';
import {
  countryOptions,
  ensureWorkflowRun,
  orderNeedFor,
  type OrderNeed,
  requireProviderAvailable,
  startReliance,
  tokenHashOf,
} from './kyc-support.js';
import { changeKycProfile, type KycRows, loadKyc, loadKycFrom, submitApplication } from './kyc-sync.js';

type Caller = { userId: string; email: string };

const targetOf = (snapshot: KycSnapshot): KycLevel => levelOf(snapshot.profile?.targetLevel) ?? 'SIMPLE';

/** Plans the journey and, when every step is done, sends the application (then plans again). */
async function advance(ctx: AppContext, snapshot: KycSnapshot, level: KycLevel): Promise<{ snapshot: KycSnapshot; journey: Journey }> {
  const journey = planJourney(journeyStateOf(snapshot), { orderLevel: level, now: ctx.now() });
  if (!journey.isReadyToSubmit) return { snapshot, journey };
  const submitted = await submitApplication(ctx, snapshot, journey.requiredLevel);
  return { snapshot: submitted, journey: planJourney(journeyStateOf(submitted), { orderLevel: level, now: ctx.now() }) };
}

async function formInputs(ctx: AppContext, snapshot: KycSnapshot, email: string, language: Language): Promise<FormInputs> {
  return { language, email, countries: await countryOptions(ctx, language), stored: (formId) => storedValues(snapshot, formId) };
}

/**
 * GET kyc/get-forms: the forms this user still has to fill for this order, decided by the server
 * from the quote (amount against the level limits), the country and what is done. With
 * onlyFormIds, just those (a done form of the journey can be opened again to correct it). The
 * forms' words are in the caller's language.
 */
export async function getKycForms(
  ctx: AppContext,
  {
    userId,
    email,
    onlyFormIds,
    metadata,
    language,
  }: Caller & { onlyFormIds?: KycFormId[] | undefined; metadata?: KycFormsMetadata | undefined; language: Language },
): Promise<KycSession> {
  let snapshot = await loadKyc(ctx, { userId, email });
  const need: OrderNeed = await orderNeedFor(ctx, { quoteId: metadata?.quoteId, isDWA: metadata?.isDWA, fallback: targetOf(snapshot) });
  const token = metadata?.kycShareToken;
  if (token && !snapshot.profile?.highestApprovedLevel && statusOf(snapshot.profile?.status) === 'NOT_SUBMITTED') {
    if (!(await findReliance(ctx.db, { userId, tokenHash: tokenHashOf(token) }))) {
      await startReliance(ctx, { userId, token });
      snapshot = { ...snapshot, hasPendingReliance: true };
    }
  }
  const advanced = await advance(ctx, snapshot, need.level);
  const { journey } = advanced;
  snapshot = advanced.snapshot;
  if (snapshot.profile && !journey.isApproved && !journey.isWaiting && snapshot.profile.targetLevel !== need.level) {
    snapshot = { ...snapshot, profile: await changeKycProfile(ctx, snapshot.profile, { targetLevel: need.level }) };
  }
  const wanted = onlyFormIds ? [...new Set([...journey.pending, ...journey.steps])].filter((id) => onlyFormIds.includes(id)) : journey.pending;
  if (wanted.length > 0) await requireProviderAvailable(ctx);

  const inputs = await formInputs(ctx, snapshot, email, language);
  if (wanted.includes('idProof')) inputs.idProof = await ensureWorkflowRun(ctx, snapshot);
  const [reliance] = await listPendingReliances(ctx.db, userId);
  if (reliance) inputs.reliance = { pollingPath: `/kyc/reliance/${reliance.id}`, provider: 'SUMSUB' };
  const currentLevel = levelOf(snapshot.profile?.highestApprovedLevel);
  if (currentLevel) {
    const fiatCurrency = need.fiatCurrency ?? 'EUR';
    inputs.upgrade = {
      currentLevel,
      requiredLevel: journey.requiredLevel,
      fiatCurrency,
      currentLimit: kycLevelLimit(currentLevel, fiatCurrency),
      requiredLimit: kycLevelLimit(journey.requiredLevel, fiatCurrency),
    };
  }
  const forms = wanted.map((id) => buildForm(id, inputs)).filter((form) => form !== null);
  return {
    onboardingSessionId: snapshot.profile?.onboardingSessionId ?? '',
    kycFlowType: journey.flowType,
    kycType: journey.requiredLevel,
    kycTypeRequiredDuringJourney: journey.requiredLevel,
    isKycRefresh: journey.isKycRefresh,
    forms,
    totalSteps: journey.steps.length,
    invisibleSteps: forms.filter((form) => form.hideProgress).length,
  };
}

/**
 * A form submit (PATCH /user for personal details, POST kyc/forms/{formId} for the rest): checked
 * with the same rules as the widget, stored, and the application sent once every step is done.
 */
export async function submitKycForm(
  ctx: AppContext,
  { userId, email, formId, values }: Caller & { formId: KycFormId; values: FormValues },
): Promise<KycFormSubmitResponse> {
  const snapshot = await loadKyc(ctx, { userId, email });
  const level = targetOf(snapshot);
  const journey = planJourney(journeyStateOf(snapshot), { orderLevel: level, now: ctx.now() });
  if (!isSubmittableForm(formId) || !journey.steps.includes(formId) || !snapshot.profile) {
    throw new AppError(ErrorCode.KYC_FORM_NOT_PENDING, 'This form is not needed now. Please reload to see your next step.');
  }
  await requireProviderAvailable(ctx);
  const form = submittableForm(formId, await formInputs(ctx, snapshot, email, 'en'));
  const stored = await checkedFormValues(ctx, { userId, formId, form, values, onboardingSessionId: snapshot.profile.onboardingSessionId });
  await saveKycSubmission(ctx.db, { userId, formId, values: stored, source: 'user', submittedAt: ctx.now() });
  const { snapshot: after } = await advance(ctx, await loadKyc(ctx, { userId, email }), level);
  return { formId, kycStatus: statusOf(after.profile?.status) };
}

export type KycRequirements = {
  /** Forms still to fill for this order, special screens first; empty when approved or waiting. */
  pendingForms: KycFormId[];
  kycStatus: SubmissionStatus;
  /** The highest level approved so far. */
  level: KycLevel | null;
  requiredLevel: KycLevel;
  /** Approved at a level that covers this order, and not due for a KYC refresh. */
  isApproved: boolean;
  isKycRefresh: boolean;
  /** The country of the KYC address form (the UK checks of pre-order routing), null without one. */
  addressCountryCode: string | null;
};

/** For the order flow (issue 7): what KYC still stands between this user and this order. */
export async function kycRequirementsFor(ctx: AppContext, { userId, quoteId }: { userId: string; quoteId?: string }): Promise<KycRequirements> {
  const loaded = await loadKyc(ctx, { userId });
  const need = await orderNeedFor(ctx, { quoteId, fallback: targetOf(loaded) });
  return requirementsOf(ctx, loaded, need.level);
}

/**
 * kycRequirementsFor for create-order: from the KYC rows its one read brought and the quote its
 * reservation holds (issue 17: no reads of its own when nothing is due with the provider).
 */
export async function kycRequirementsForOrder(ctx: AppContext, { userId, quote, rows }: { userId: string; quote: Quote; rows: KycRows }): Promise<KycRequirements> {
  return requirementsOf(ctx, await loadKycFrom(ctx, userId, rows), requiredKycLevel(quote));
}

async function requirementsOf(ctx: AppContext, loaded: KycSnapshot, level: KycLevel): Promise<KycRequirements> {
  const { snapshot, journey } = await advance(ctx, loaded, level);
  return {
    pendingForms: journey.pending,
    kycStatus: statusOf(snapshot.profile?.status),
    level: levelOf(snapshot.profile?.highestApprovedLevel),
    requiredLevel: journey.requiredLevel,
    isApproved: journey.isApproved,
    isKycRefresh: journey.isKycRefresh,
    addressCountryCode: addressCountryOf(snapshot) || null,
  };
}

export { advance as advanceKyc, targetOf as kycTargetOf };
