import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per user who started KYC: the state of their identity check. Every change is a
 * conditional update on `version`, so concurrent reads that advance the state cannot both win.
 */
export const kycProfiles = pgTable('kyc_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The applicant's e-mail as the provider sees it. */
  email: text('email').notNull(),
  onboardingSessionId: uuid('onboarding_session_id').notNull().defaultRandom(),
  version: integer('version').notNull().default(0),
  status: text('status').notNull().default('NOT_SUBMITTED'),
  /** The level of the current (or last) application. */
  level: text('level'),
  /** The level the current journey aims at (from the last quote the user asked forms for). */
  targetLevel: text('target_level').notNull().default('SIMPLE'),
  highestApprovedLevel: text('highest_approved_level'),
  applicationId: uuid('application_id'),
  workflowRunId: uuid('workflow_run_id'),
  riskEnginePromote: boolean('risk_engine_promote').notNull().default(false),
  isManualReview: boolean('is_manual_review').notNull().default(false),
  rejectionReason: text('rejection_reason'),
  rejectionDetails: jsonb('rejection_details').$type<string[]>().notNull().default([]),
  submittedAt: at('submitted_at'),
  decidedAt: at('decided_at'),
  approvedAt: at('approved_at'),
  /** Approved details must be verified again from this moment (KYC refresh). */
  refreshDueAt: at('refresh_due_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The values of each form a user submitted, the latest only. SSNs are never stored, only their last 4 digits. */
export const kycFormSubmissions = pgTable(
  'kyc_form_submissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** user, reliance (imported from a partner's KYC) or provider (the external ID step). */
    source: text('source').notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.formId] })],
);

/** A KYC reliance: a partner's kycShareToken checked with the provider (the token itself is kept hashed). */
export const kycReliances = pgTable(
  'kyc_reliances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    checkId: text('check_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    pendingForms: jsonb('pending_forms').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (table) => [uniqueIndex('kyc_reliances_user_token_idx').on(table.userId, table.tokenHash)],
);

/** Uploaded KYC documents; the bytes live under dataDir/documents/<storedName>, outside anything served. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    docId: text('doc_id').notNull(),
    storedName: text('stored_name').notNull().unique(),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('kyc_documents_user_idx').on(table.userId)],
);

/** Sandbox KYC provider: applications it received (decided on read, see providers/kyc). */
export const sandboxKycApplications = pgTable(
  'sandbox_kyc_applications',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull(),
    email: text('email').notNull(),
    level: text('level').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    submittedAt: at('submitted_at').notNull(),
    /** Set only by the sandbox console (manual review). */
    decision: text('decision'),
    decisionReasons: jsonb('decision_reasons').$type<string[]>().notNull().default([]),
    decidedAt: at('decided_at'),
  },
  (table) => [index('sandbox_kyc_applications_email_idx').on(table.email)],
);

/** Sandbox KYC provider: external ID-proof and selfie runs. */
export const sandboxKycWorkflowRuns = pgTable('sandbox_kyc_workflow_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull(),
  status: text('status').notNull().default('NOT_SUBMITTED'),
  createdAt: at('created_at').notNull(),
  completedAt: at('completed_at'),
});

/** Sandbox KYC provider: reliance checks of share tokens; the outcome is read from the token at start. */
export const sandboxKycRelianceChecks = pgTable('sandbox_kyc_reliance_checks', {
  id: uuid('id').primaryKey().defaultRandom(),
  outcome: text('outcome').notNull(),
  startedAt: at('started_at').notNull(),
});

/** Sandbox KYC provider switches (one row, id 'provider'). */
export const sandboxKycSettings = pgTable('sandbox_kyc_settings', {
  id: text('id').primaryKey(),
  isAvailable: boolean('is_available').notNull().default(true),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of KYC documents, for the database document storage (providers/document-storage):
 * AES-256-GCM ciphertext, so a database dump or backup does not hold readable identity papers.
 */
export const documentBlobs = pgTable('document_blobs', {
  name: text('name').primaryKey(),
  /** Which DOCUMENT_ENCRYPTION_KEY sealed it (the first 8 hex of the key's SHA-256), for key rotation. */
  keyId: text('key_id').notNull(),
  iv: bytea('iv').notNull(),
  authTag: bytea('auth_tag').notNull(),
  ciphertext: bytea('ciphertext').notNull(),
  createdAt: at('created_at').notNull(),
});
