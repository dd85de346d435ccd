CREATE TABLE "stream_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"custody_transaction_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_api_key" text NOT NULL,
	"deposit_address" text NOT NULL,
	"crypto_currency" text NOT NULL,
	"network" text NOT NULL,
	"crypto_amount" numeric NOT NULL,
	"transaction_hash" text,
	"status" text NOT NULL,
	"fiat_currency" text,
	"payment_method" text,
	"payout_type" text,
	"payout_id" uuid,
	"money_transfer_type" text,
	"conversion_price" numeric,
	"stream_fee_percentage" numeric,
	"fee_in_fiat" numeric,
	"fiat_amount" numeric,
	"payout_reference" text,
	"refund_reason" text,
	"refund_address" text,
	"refund_address_additional_data" jsonb,
	"refund_transaction_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_refund_wallets" (
	"user_id" uuid NOT NULL,
	"crypto_currency" text NOT NULL,
	"network" text NOT NULL,
	"wallet_address" text NOT NULL,
	"address_additional_data" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_refund_wallets_user_id_crypto_currency_network_pk" PRIMARY KEY("user_id","crypto_currency","network")
);
--> statement-breakpoint
CREATE TABLE "stream_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"onboarding_api_key" text NOT NULL,
	"fiat_currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"flow_type" text NOT NULL,
	"payout_type" text NOT NULL,
	"payout_id" uuid NOT NULL,
	"money_transfer_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"crypto_currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_ferry_own_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_deposits" ADD CONSTRAINT "stream_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_refund_wallets" ADD CONSTRAINT "stream_refund_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_settings" ADD CONSTRAINT "stream_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_wallets" ADD CONSTRAINT "stream_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_deposits_custody_transaction_uq" ON "stream_deposits" USING btree ("custody_transaction_id");--> statement-breakpoint
CREATE INDEX "stream_deposits_user_created_idx" ON "stream_deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stream_deposits_awaiting_refund_idx" ON "stream_deposits" USING btree ("user_id","crypto_currency","network") WHERE "stream_deposits"."status" = 'AWAITING_REFUND_ADDRESS';--> statement-breakpoint
CREATE UNIQUE INDEX "stream_wallets_user_asset_uq" ON "stream_wallets" USING btree ("user_id","crypto_currency","network");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_wallets_network_address_uq" ON "stream_wallets" USING btree ("network","address");