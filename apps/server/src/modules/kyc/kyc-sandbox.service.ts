import { ErrorCode } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findKycProfileByEmail } from './kyc.repository.js';
import { changeKycProfile } from './kyc-sync.js';

/** Sandbox console: the user's approved details become due for a KYC refresh now. */
export async function expireKycDetails(ctx: AppContext, { email }: { email: string }): Promise<void> {
  const profile = await findKycProfileByEmail(ctx.db, email);
  if (!profile?.highestApprovedLevel) throw new AppError(ErrorCode.NOT_FOUND, 'No approved KYC for this e-mail');
  await changeKycProfile(ctx, profile, { refreshDueAt: ctx.now() });
}

/** Sandbox console: the risk engine asks this user for ENHANCED verification ('Additional Verification Needed'). */
export async function promoteByRiskEngine(ctx: AppContext, { email }: { email: string }): Promise<void> {
  const profile = await findKycProfileByEmail(ctx.db, email);
  if (!profile) throw new AppError(ErrorCode.NOT_FOUND, 'No KYC for this e-mail');
  await changeKycProfile(ctx, profile, { riskEnginePromote: true });
}
