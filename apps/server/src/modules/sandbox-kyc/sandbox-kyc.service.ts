import { ErrorCode, type SandboxKycState } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { SandboxKycConsole, WorkflowRun } from '../../providers/kyc/kyc-provider.js';
import { SANDBOX_REJECTION } from '../../providers/kyc/sandbox-decision.js';

export { expireKycDetails, promoteByRiskEngine } from '../kyc/kyc-sandbox.service.js';

function consoleOf(ctx: AppContext): SandboxKycConsole {
  const sandbox = ctx.providers.kyc.sandbox;
  if (!sandbox) throw new AppError(ErrorCode.NOT_FOUND, 'The KYC provider is not the sandbox');
  return sandbox;
}

export async function sandboxKycState(ctx: AppContext): Promise<SandboxKycState> {
  const sandbox = consoleOf(ctx);
  const [isProviderAvailable, inReview] = await Promise.all([ctx.providers.kyc.isAvailable(), sandbox.listInReview()]);
  return {
    isProviderAvailable,
    inReview: inReview.map((item) => ({
      email: item.email,
      firstName: item.firstName,
      lastName: item.lastName,
      level: item.level,
      submittedAt: item.submittedAt.toISOString(),
    })),
  };
}

export async function setKycProviderAvailability(ctx: AppContext, { isAvailable }: { isAvailable: boolean }): Promise<void> {
  await consoleOf(ctx).setAvailable(isAvailable);
}

/** Approves or rejects the latest application of an e-mail that waits for manual review. */
export async function decideKycApplication(
  ctx: AppContext,
  { email, decision, reasons }: { email: string; decision: 'APPROVED' | 'REJECTED'; reasons?: string[] | undefined },
): Promise<void> {
  const sandbox = consoleOf(ctx);
  const application = await sandbox.latestApplicationOf(email.trim().toLowerCase());
  if (!application) throw new AppError(ErrorCode.NOT_FOUND, 'No KYC application for this e-mail');
  const isDecided = await sandbox.decide(
    application.applicationId,
    decision === 'APPROVED' ? { status: 'APPROVED' } : { status: 'REJECTED', details: reasons?.length ? reasons : SANDBOX_REJECTION.details },
  );
  if (!isDecided) throw new AppError(ErrorCode.KYC_FORM_NOT_PENDING, 'This application was already decided');
}

export function getWorkflowRun(ctx: AppContext, workflowRunId: string): Promise<WorkflowRun | null> {
  return consoleOf(ctx).getWorkflowRun(workflowRunId);
}

/** The provider page's buttons: 'Complete verification' submits the run, 'Decline' rejects it. */
export async function finishWorkflowRun(ctx: AppContext, { workflowRunId, outcome }: { workflowRunId: string; outcome: 'SUBMITTED' | 'REJECTED' }): Promise<void> {
  const sandbox = consoleOf(ctx);
  if (!(await sandbox.getWorkflowRun(workflowRunId))) throw new AppError(ErrorCode.NOT_FOUND, 'Verification not found');
  await sandbox.finishWorkflowRun(workflowRunId, outcome);
}
