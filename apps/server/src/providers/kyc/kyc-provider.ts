import type { AddressFields, KycLevel, PendingFormId } from '@ferry/contracts';

/** Thrown by every provider call while the provider is under maintenance. */
export class KycProviderUnavailableError extends Error {
  constructor() {
    super('The KYC provider is unavailable');
    this.name = 'KycProviderUnavailableError';
  }
}

export type KycApplication = {
  /** Ferry's id of the application; submitting the same id twice is harmless. */
  applicationId: string;
  /** Ferry's user id. */
  reference: string;
  email: string;
  level: KycLevel;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryCode: string;
};

/** PENDING: not decided yet; IN_REVIEW: held for a person to decide. */
export type KycDecision =
  | { status: 'PENDING' }
  | { status: 'IN_REVIEW' }
  | { status: 'APPROVED'; decidedAt: Date }
  | { status: 'REJECTED'; decidedAt: Date; reason: string; details: string[] };

export type WorkflowRun = {
  verificationUrl: string;
  status: 'NOT_SUBMITTED' | 'SUBMITTED' | 'REJECTED';
  completedAt: Date | null;
  reasons: string[];
};

/** What a partner's shared KYC gave: the person's details, and the forms it could not cover. */
export type RelianceResult =
  | { status: 'PENDING' }
  | { status: 'FAILED' }
  | {
      status: 'DONE';
      person: { firstName: string; lastName: string; dateOfBirth: string; mobileNumber: string; address: AddressFields };
      pendingForms: PendingFormId[];
      messageId: string | null;
    };

export type InReviewApplication = Pick<KycApplication, 'applicationId' | 'reference' | 'email' | 'level' | 'firstName' | 'lastName'> & {
  submittedAt: Date;
};

/** What only the sandbox provider offers: the sandbox console's switches and decisions. */
export interface SandboxKycConsole {
  setAvailable(isAvailable: boolean): Promise<void>;
  listInReview(): Promise<InReviewApplication[]>;
  latestApplicationOf(email: string): Promise<InReviewApplication | null>;
  decide(applicationId: string, decision: { status: 'APPROVED' } | { status: 'REJECTED'; details: string[] }): Promise<boolean>;
  /** The provider's own page: the user completes or declines the ID-proof and selfie step. */
  finishWorkflowRun(workflowRunId: string, outcome: 'SUBMITTED' | 'REJECTED'): Promise<boolean>;
  getWorkflowRun(workflowRunId: string): Promise<WorkflowRun | null>;
}

/**
 * An identity-verification provider. Ferry keeps the user's KYC state; the provider decides
 * applications, runs the external ID-proof and selfie step, and answers KYC reliance checks.
 */
export interface KycProvider {
  readonly name: string;
  readonly sandbox: SandboxKycConsole | null;
  isAvailable(): Promise<boolean>;
  submitApplication(application: KycApplication): Promise<void>;
  /** null when the provider does not know the application (it never arrived). */
  getDecision(applicationId: string): Promise<KycDecision | null>;
  createWorkflowRun(input: { reference: string }): Promise<{ workflowRunId: string; verificationUrl: string }>;
  getWorkflowRun(workflowRunId: string): Promise<WorkflowRun | null>;
  startRelianceCheck(input: { token: string; provider: 'SUMSUB' }): Promise<{ checkId: string }>;
  getRelianceCheck(checkId: string): Promise<RelianceResult | null>;
}
