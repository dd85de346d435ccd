CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"doc_id" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_documents_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "kyc_form_submissions" (
	"user_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"source" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_form_submissions_user_id_form_id_pk" PRIMARY KEY("user_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"onboarding_session_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"level" text,
	"target_level" text DEFAULT 'SIMPLE' NOT NULL,
	"highest_approved_level" text,
	"application_id" uuid,
	"workflow_run_id" uuid,
	"risk_engine_promote" boolean DEFAULT false NOT NULL,
	"is_manual_review" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"rejection_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"refresh_due_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_reliances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"check_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"pending_forms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"level" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decision_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_reliance_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_workflow_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_form_submissions" ADD CONSTRAINT "kyc_form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_reliances" ADD CONSTRAINT "kyc_reliances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_reliances_user_token_idx" ON "kyc_reliances" USING btree ("user_id","token_hash");--> statement-breakpoint
CREATE INDEX "sandbox_kyc_applications_email_idx" ON "sandbox_kyc_applications" USING btree ("email");