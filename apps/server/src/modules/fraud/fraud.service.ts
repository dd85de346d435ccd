import { type DeviceSessionResponse, ErrorCode } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { OrderRiskInput } from '../../providers/fraud-detection/fraud-detection.js';
import { promoteByRiskEngineDecision } from '../kyc/kyc-risk-engine.js';

/** POST fraud/device-session: the device session the widget sends back with create-order. */
export function startDeviceSession(ctx: AppContext, { userId }: { userId: string }): Promise<DeviceSessionResponse> {
  return ctx.providers.fraudDetection.startDeviceSession({ userId, now: ctx.now() });
}

/** The risk engine's message; the widget shows its own text for the code. */
const REJECTED_MESSAGE = 'Additional verification is needed before you can place orders. Please complete it on your profile.';

/**
 * Scores an order before it is made. A rejection asks the user for additional verification
 * (the KYC profile's riskEnginePromote: ENHANCED, 'Additional Verification Needed') and refuses
 * the order with 403 RISKENGINE_PROMOTE_REJECTED; nothing is created.
 */
export async function assessOrderRisk(ctx: AppContext, input: Omit<OrderRiskInput, 'now'>): Promise<void> {
  const assessment = await ctx.providers.fraudDetection.scoreOrder({ ...input, now: ctx.now() });
  if (assessment.decision === 'ACCEPT') return;
  await promoteByRiskEngineDecision(ctx, { userId: input.userId, email: input.email });
  throw new AppError(ErrorCode.RISKENGINE_PROMOTE_REJECTED, REJECTED_MESSAGE);
}
