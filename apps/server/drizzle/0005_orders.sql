CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway_token" text NOT NULL,
	"scheme" text NOT NULL,
	"last4" text NOT NULL,
	"bin" text NOT NULL,
	"card_type" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"is_buy_or_sell" text NOT NULL,
	"partner_api_key" text NOT NULL,
	"quote_id" text NOT NULL,
	"fiat_currency" text NOT NULL,
	"fiat_amount" numeric NOT NULL,
	"crypto_currency" text NOT NULL,
	"crypto_amount" numeric NOT NULL,
	"network" text NOT NULL,
	"conversion_price" numeric NOT NULL,
	"total_fee" numeric NOT NULL,
	"total_fee_in_crypto" numeric NOT NULL,
	"fee_breakdown" jsonb NOT NULL,
	"ferry_fee" numeric NOT NULL,
	"fee_off_percent" numeric NOT NULL,
	"campaign_amount" numeric NOT NULL,
	"actual_total_fees" numeric NOT NULL,
	"actual_ferry_fees" numeric NOT NULL,
	"wallet_address" text NOT NULL,
	"address_additional_data" text,
	"payment_method" text NOT NULL,
	"card_id" uuid,
	"card_scheme" text,
	"card_last4" text,
	"bank_id" text,
	"payment_id" text,
	"payment_state" text NOT NULL,
	"redirect_url" text,
	"session_token" text,
	"reference_code" text,
	"amount_paid" numeric,
	"utr" text,
	"transaction_hash" text,
	"transaction_link" text,
	"failed_reason" jsonb,
	"status_reason" text,
	"cancel_reason" text,
	"partner_customer_id" text,
	"partner_order_id" text,
	"referrer_domain" text,
	"return_url_params" text,
	"device_session_id" text,
	"is_nft" boolean DEFAULT false NOT NULL,
	"order_processing_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"auto_expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "orders_reference_code_unique" UNIQUE("reference_code")
);
--> statement-breakpoint
CREATE TABLE "pan_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"masked_pan" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quote_id" text NOT NULL,
	"partner_api_key" text NOT NULL,
	"quote" jsonb NOT NULL,
	"wallet_address" text NOT NULL,
	"address_additional_data" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"scheme" text NOT NULL,
	"card_type" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"token" text,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_wallet_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."wallet_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_verifications" ADD CONSTRAINT "pan_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_reservations" ADD CONSTRAINT "wallet_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_user_token_uq" ON "cards" USING btree ("user_id","gateway_token");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reservation_uq" ON "orders" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_awaiting_payment_per_user_uq" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'AWAITING_PAYMENT_FROM_USER';--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_changed_idx" ON "orders" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "wallet_reservations_user_idx" ON "wallet_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_status_idx" ON "sandbox_gateway_payments" USING btree ("status");