import { ErrorCode } from '@ferry/contracts';
import { checkPan } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findPanVerification, recordPanVerification } from './pan.repository.js';

/** The sandbox registry refuses this well-formed PAN, so the server-failure path can be tried. */
export const SANDBOX_UNREGISTERED_PAN = 'AAAAA0000A';

/**
 * Verify PAN (spec 001 sections 2 and 5): the format is checked here as in the widget; the
 * sandbox registry then accepts every well-formed PAN except SANDBOX_UNREGISTERED_PAN. Only a
 * masked form (first two and last two characters) is kept.
 */
export async function verifyPan(ctx: AppContext, { userId, panNumber }: { userId: string; panNumber: string }): Promise<{ isPANVerified: true }> {
  const check = checkPan(panNumber);
  if (!check.ok) {
    const message = check.problem === 'PAN_INCORRECT' ? 'Incorrect PAN number. Please check and retry!' : 'Please enter PAN number';
    throw new AppError(ErrorCode.PAN_INVALID, message, { params: { reason: check.problem } });
  }
  if (check.value === SANDBOX_UNREGISTERED_PAN) {
    throw new AppError(ErrorCode.PAN_INVALID, 'This PAN is not registered with the Income Tax Department. Please check and retry!', {
      params: { reason: 'PAN_NOT_REGISTERED' },
    });
  }
  const maskedPan = `${check.value.slice(0, 2)}******${check.value.slice(-2)}`;
  await recordPanVerification(ctx.db, { userId, maskedPan, verifiedAt: ctx.now() });
  return { isPANVerified: true };
}

export async function isPanVerified(ctx: AppContext, { userId }: { userId: string }): Promise<boolean> {
  return (await findPanVerification(ctx.db, userId)) !== null;
}
