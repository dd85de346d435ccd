ALTER TABLE "orders" ADD COLUMN "nft_asset_info" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ferry_one_data" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "converted_fiat_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "converted_fiat_amount" numeric;