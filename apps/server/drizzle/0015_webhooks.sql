CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"partner_api_key" text NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"webhook_timestamp" text NOT NULL,
	"signature" text NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"partner_api_key" text NOT NULL,
	"subject" text NOT NULL,
	"is_replay" boolean NOT NULL,
	"state" text NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"partner_api_key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"secret_rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"event_id" uuid NOT NULL,
	"partner_api_key" text NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_messages_event_id_partner_api_key_pk" PRIMARY KEY("event_id","partner_api_key")
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_partner_api_key_partners_api_key_fk" FOREIGN KEY ("partner_api_key") REFERENCES "public"."partners"("api_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_partner_idx" ON "webhook_attempts" USING btree ("partner_api_key","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_original_uq" ON "webhook_deliveries" USING btree ("event_id","partner_api_key") WHERE NOT "webhook_deliveries"."is_replay";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_line_idx" ON "webhook_deliveries" USING btree ("partner_api_key","subject","seq") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id","partner_api_key");--> statement-breakpoint
CREATE INDEX "webhook_messages_partner_idx" ON "webhook_messages" USING btree ("partner_api_key","occurred_at");