CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"partner_api_key" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_secrets" (
	"api_key" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_settings" (
	"api_key" text PRIMARY KEY NOT NULL,
	"requires_signed_url" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_param_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_api_key" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"partner_api_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_partner_api_key_partners_api_key_fk" FOREIGN KEY ("partner_api_key") REFERENCES "public"."partners"("api_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_secrets" ADD CONSTRAINT "partner_secrets_api_key_partners_api_key_fk" FOREIGN KEY ("api_key") REFERENCES "public"."partners"("api_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_api_key_partners_api_key_fk" FOREIGN KEY ("api_key") REFERENCES "public"."partners"("api_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_param_rejections" ADD CONSTRAINT "widget_param_rejections_partner_api_key_partners_api_key_fk" FOREIGN KEY ("partner_api_key") REFERENCES "public"."partners"("api_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_sessions" ADD CONSTRAINT "widget_sessions_partner_api_key_partners_api_key_fk" FOREIGN KEY ("partner_api_key") REFERENCES "public"."partners"("api_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_tokens_expires_at_idx" ON "one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "widget_param_rejections_partner_idx" ON "widget_param_rejections" USING btree ("partner_api_key","reported_at");--> statement-breakpoint
CREATE INDEX "widget_sessions_expires_at_idx" ON "widget_sessions" USING btree ("expires_at");