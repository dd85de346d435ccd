CREATE TABLE "fca_attempts" (
	"user_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"assessment_set_id" text NOT NULL,
	"result" text NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fca_attempts_user_id_attempt_pk" PRIMARY KEY("user_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "fca_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"categorization" text,
	"categorized_name" text,
	"categorized_at" timestamp with time zone,
	"evaluation" jsonb,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"cooling_off_ends_at" timestamp with time zone,
	"cooling_off_mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fca_attempts" ADD CONSTRAINT "fca_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fca_profiles" ADD CONSTRAINT "fca_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;