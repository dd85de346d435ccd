CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"iban" text,
	"sort_code" text,
	"account_number" text,
	"account_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "wallet_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_reservations" ALTER COLUMN "wallet_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "payout_allowed" boolean;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "money_transfer_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "crypto_amount_paid" numeric;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "money_transfer_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_account_uq" ON "bank_accounts" USING btree ("user_id","type","account_key");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");