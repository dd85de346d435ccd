CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid,
	"partner_api_key" text,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE INDEX "events_subject_seq_idx" ON "events" USING btree ("subject","seq");--> statement-breakpoint
CREATE INDEX "events_partner_seq_idx" ON "events" USING btree ("partner_api_key","seq");