import type { AppContext } from '../../context.js';
import { changeKycProfile, loadKyc } from './kyc-sync.js';

/**
 * The risk engine rejected an order (RISKENGINE_PROMOTE_REJECTED): the user must pass ENHANCED
 * verification before the next order. The profile then reads 'Additional Verification Needed'
 * (riskEnginePromote) and the KYC journey asks for the ENHANCED forms; an ENHANCED approval
 * clears it (kyc-sync.ts).
 */
export async function promoteByRiskEngineDecision(ctx: AppContext, { userId, email }: { userId: string; email: string }): Promise<void> {
  const { profile } = await loadKyc(ctx, { userId, email });
  if (profile && !profile.riskEnginePromote) await changeKycProfile(ctx, profile, { riskEnginePromote: true });
}
