import { createHash } from 'node:crypto';
import { ErrorCode, type IdProofData, type KycLevel, type Language, type Quote } from '@ferry/contracts';
import { requiredKycLevel } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { countriesIn } from '../../i18n/country-names.js';
import { KycProviderUnavailableError } from '../../providers/kyc/kyc-provider.js';
import { listCountries } from '../currencies/currencies.service.js';
import { findQuote, refreshQuote } from '../quotes/quotes.service.js';
import type { CountryOption } from './forms/address.js';
import { insertReliance } from './kyc.repository.js';
import { changeKycProfile } from './kyc-sync.js';
import type { KycSnapshot } from './kyc-state.js';

/** The spec's maintenance message (section 8 "KYC provider unavailable"). */
export const KYC_MAINTENANCE_MESSAGE =
  'User Maintenance: Sorry, our KYC provider is under maintenance. Please try placing your order again in some time. We appreciate your patience!';

export const providerUnavailable = () => new AppError(ErrorCode.KYC_PROVIDER_UNAVAILABLE, KYC_MAINTENANCE_MESSAGE);

export async function requireProviderAvailable(ctx: AppContext): Promise<void> {
  if (!(await ctx.providers.kyc.isAvailable())) throw providerUnavailable();
}

/** Turns the provider's maintenance error into the spec's answer. */
export async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof KycProviderUnavailableError) throw providerUnavailable();
    throw error;
  }
}

/** A quote by id; one past its 60 s validity is read again through quotes/refresh (valid a day). */
async function quoteFor(ctx: AppContext, quoteId: string): Promise<Quote> {
  try {
    return findQuote(ctx, quoteId);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.QUOTE_EXPIRED) return refreshQuote(ctx, { quoteId });
    throw error;
  }
}

export type OrderNeed = { level: KycLevel; fiatCurrency: string | null };

/**
 * The level an order needs: from the quote's fiat amount against the level limits; the
 * off-ramp stream (isDWA) needs STANDARD; without either, the level of the journey already started.
 */
export async function orderNeedFor(
  ctx: AppContext,
  { quoteId, isDWA, fallback }: { quoteId?: string | undefined; isDWA?: boolean | undefined; fallback: KycLevel },
): Promise<OrderNeed> {
  if (quoteId) {
    const quote = await quoteFor(ctx, quoteId);
    return { level: requiredKycLevel(quote), fiatCurrency: quote.fiatCurrency };
  }
  return { level: isDWA ? 'STANDARD' : fallback, fiatCurrency: null };
}

/** The countries a user may live in, named in the language (English as the reference data has them). */
export async function countryOptions(ctx: AppContext, language: Language = 'en'): Promise<CountryOption[]> {
  const allowed = (await listCountries(ctx)).filter((country) => country.isAllowed).map(({ alpha2, name }) => ({ alpha2, name }));
  return countriesIn(language, allowed);
}

/** The user's open ID-proof run, or a new one when there is none or it was used. */
export async function ensureWorkflowRun(ctx: AppContext, snapshot: KycSnapshot): Promise<IdProofData> {
  const profile = snapshot.profile;
  if (!profile) throw new Error('a workflow run needs a KYC profile');
  if (profile.workflowRunId) {
    const run = await ctx.providers.kyc.getWorkflowRun(profile.workflowRunId);
    if (run?.status === 'NOT_SUBMITTED') return { workflowRunId: profile.workflowRunId, verificationUrl: run.verificationUrl };
  }
  const created = await withProvider(() => ctx.providers.kyc.createWorkflowRun({ reference: profile.userId }));
  const fresh = await changeKycProfile(ctx, profile, { workflowRunId: created.workflowRunId });
  if (fresh.workflowRunId && fresh.workflowRunId !== created.workflowRunId) {
    const run = await ctx.providers.kyc.getWorkflowRun(fresh.workflowRunId);
    if (run) return { workflowRunId: fresh.workflowRunId, verificationUrl: run.verificationUrl };
  }
  return created;
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a KYC reliance for a partner's share token, once per user and token. */
export async function startReliance(ctx: AppContext, { userId, token }: { userId: string; token: string }): Promise<void> {
  const { checkId } = await withProvider(() => ctx.providers.kyc.startRelianceCheck({ token, provider: 'SUMSUB' }));
  await insertReliance(ctx.db, { userId, tokenHash: tokenHashOf(token), provider: 'SUMSUB', checkId, createdAt: ctx.now() });
}
