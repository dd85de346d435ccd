import { and, desc, eq, isNull } from 'drizzle-orm';
import { SANDBOX_KYC_DECISION_MS } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import {
  sandboxKycApplications,
  sandboxKycRelianceChecks,
  sandboxKycSettings,
  sandboxKycWorkflowRuns,
} from '../../db/schema/index.js';
import { KycProviderUnavailableError, type InReviewApplication, type KycProvider, type WorkflowRun } from './kyc-provider.js';
import { relianceOutcomeOf, SANDBOX_SHARED_PERSON, sandboxDecision } from './sandbox-decision.js';

type Options = {
  db: Database;
  now: () => Date;
  publicUrl: string;
  /** The row holding the maintenance switch; tests use their own so they do not disturb each other. */
  settingsId?: string;
};

const DECLINED = ['You declined the identity verification on the provider page.'];

function toInReview(row: typeof sandboxKycApplications.$inferSelect): InReviewApplication {
  return {
    applicationId: row.id,
    reference: row.reference,
    email: row.email,
    level: row.level as InReviewApplication['level'],
    firstName: row.firstName,
    lastName: row.lastName,
    submittedAt: row.submittedAt,
  };
}

/**
 * The sandbox KYC provider: its state is in the database (every instance sees it, restarts keep
 * it), and decisions are computed on read from the submission time (see sandbox-decision.ts).
 */
export function createSandboxKycProvider({ db, now, publicUrl, settingsId = 'provider' }: Options): KycProvider {
  const verificationUrlOf = (workflowRunId: string) => `${publicUrl}/sandbox/kyc/${workflowRunId}`;
  const isAvailable = async () => {
    const rows = await db.select().from(sandboxKycSettings).where(eq(sandboxKycSettings.id, settingsId)).limit(1);
    return rows[0]?.isAvailable ?? true;
  };
  const ensureAvailable = async () => {
    if (!(await isAvailable())) throw new KycProviderUnavailableError();
  };
  const getWorkflowRun = async (workflowRunId: string): Promise<WorkflowRun | null> => {
    const rows = await db.select().from(sandboxKycWorkflowRuns).where(eq(sandboxKycWorkflowRuns.id, workflowRunId)).limit(1);
    const row = rows[0];
    if (!row) return null;
    const status = row.status as WorkflowRun['status'];
    return {
      verificationUrl: verificationUrlOf(row.id),
      status,
      completedAt: row.completedAt,
      reasons: status === 'REJECTED' ? DECLINED : [],
    };
  };

  return {
    name: 'sandbox',
    isAvailable,
    async submitApplication(application) {
      await ensureAvailable();
      await db
        .insert(sandboxKycApplications)
        .values({
          id: application.applicationId,
          reference: application.reference,
          email: application.email,
          level: application.level,
          firstName: application.firstName,
          lastName: application.lastName,
          submittedAt: now(),
        })
        .onConflictDoNothing();
    },
    async getDecision(applicationId) {
      const rows = await db.select().from(sandboxKycApplications).where(eq(sandboxKycApplications.id, applicationId)).limit(1);
      const row = rows[0];
      return row ? sandboxDecision(row, now()) : null;
    },
    async createWorkflowRun({ reference }) {
      await ensureAvailable();
      const [row] = await db.insert(sandboxKycWorkflowRuns).values({ reference, createdAt: now() }).returning();
      if (!row) throw new Error('workflow run insert returned no row');
      return { workflowRunId: row.id, verificationUrl: verificationUrlOf(row.id) };
    },
    getWorkflowRun,
    async startRelianceCheck({ token }) {
      await ensureAvailable();
      const [row] = await db
        .insert(sandboxKycRelianceChecks)
        .values({ outcome: relianceOutcomeOf(token), startedAt: now() })
        .returning();
      if (!row) throw new Error('reliance check insert returned no row');
      return { checkId: row.id };
    },
    async getRelianceCheck(checkId) {
      const rows = await db.select().from(sandboxKycRelianceChecks).where(eq(sandboxKycRelianceChecks.id, checkId)).limit(1);
      const row = rows[0];
      if (!row) return null;
      if (now().getTime() < row.startedAt.getTime() + SANDBOX_KYC_DECISION_MS) return { status: 'PENDING' };
      if (row.outcome === 'FAILED') return { status: 'FAILED' };
      const isMoreInfo = row.outcome === 'MORE_INFO';
      return {
        status: 'DONE',
        person: SANDBOX_SHARED_PERSON,
        pendingForms: isMoreInfo ? ['ADDRESS'] : [],
        messageId: isMoreInfo ? 'ADDRESS_PROOF_OUTDATED' : null,
      };
    },
    sandbox: {
      async setAvailable(available) {
        await db
          .insert(sandboxKycSettings)
          .values({ id: settingsId, isAvailable: available })
          .onConflictDoUpdate({ target: sandboxKycSettings.id, set: { isAvailable: available } });
      },
      async listInReview() {
        const rows = await db
          .select()
          .from(sandboxKycApplications)
          .where(isNull(sandboxKycApplications.decision))
          .orderBy(desc(sandboxKycApplications.submittedAt))
          .limit(200);
        return rows.filter((row) => sandboxDecision(row, now()).status === 'IN_REVIEW').map(toInReview);
      },
      async latestApplicationOf(email) {
        const rows = await db
          .select()
          .from(sandboxKycApplications)
          .where(eq(sandboxKycApplications.email, email))
          .orderBy(desc(sandboxKycApplications.submittedAt))
          .limit(1);
        return rows[0] ? toInReview(rows[0]) : null;
      },
      async decide(applicationId, decision) {
        const rows = await db
          .update(sandboxKycApplications)
          .set({
            decision: decision.status,
            decisionReasons: decision.status === 'REJECTED' ? decision.details : [],
            decidedAt: now(),
          })
          .where(and(eq(sandboxKycApplications.id, applicationId), isNull(sandboxKycApplications.decision)))
          .returning({ id: sandboxKycApplications.id });
        return rows.length > 0;
      },
      async finishWorkflowRun(workflowRunId, outcome) {
        const rows = await db
          .update(sandboxKycWorkflowRuns)
          .set({ status: outcome, completedAt: now() })
          .where(and(eq(sandboxKycWorkflowRuns.id, workflowRunId), eq(sandboxKycWorkflowRuns.status, 'NOT_SUBMITTED')))
          .returning({ id: sandboxKycWorkflowRuns.id });
        return rows.length > 0;
      },
      getWorkflowRun,
    },
  };
}
