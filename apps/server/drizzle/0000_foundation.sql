CREATE TABLE "countries" (
	"alpha2" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"is_allowed" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_currencies" (
	"unique_id" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"network_name" text NOT NULL,
	"chain_id" text,
	"explorer" text NOT NULL,
	"is_popular" boolean NOT NULL,
	"is_pay_in_allowed" boolean NOT NULL,
	"min_amount" numeric NOT NULL,
	"max_amount" numeric NOT NULL,
	"round_off" integer NOT NULL,
	"address_tag_name" text,
	"address_tag_display_name" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_currencies" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_symbol" text NOT NULL,
	"round_off" integer NOT NULL,
	"is_pay_out_allowed" boolean NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"api_key" text PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"brand" text NOT NULL,
	"logo" text NOT NULL,
	"products_availed" text[] NOT NULL,
	"is_nft_enabled" boolean DEFAULT false NOT NULL,
	"buy_fee_percentage" numeric(8, 4) NOT NULL,
	"sell_fee_percentage" numeric(8, 4) NOT NULL,
	"kyb_status" text NOT NULL,
	"status" text NOT NULL,
	"is_ferry_one_enabled" boolean DEFAULT false NOT NULL,
	"remove_powered_by" boolean DEFAULT false NOT NULL,
	"allowed_domains" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"fiat_symbol" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"display_message" text NOT NULL,
	"is_active" boolean NOT NULL,
	"supported_country_codes" text[] NOT NULL,
	"min_amount" numeric NOT NULL,
	"max_amount" numeric NOT NULL,
	"default_amount" numeric NOT NULL,
	"is_nft_allowed" boolean NOT NULL,
	"is_pay_out_allowed" boolean NOT NULL,
	"min_amount_for_pay_out" numeric,
	"max_amount_for_pay_out" numeric,
	"sort_order" integer NOT NULL,
	CONSTRAINT "payment_options_fiat_symbol_id_pk" PRIMARY KEY("fiat_symbol","id")
);
--> statement-breakpoint
CREATE TABLE "scam_referrers" (
	"hostname" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_fiat_symbol_fiat_currencies_symbol_fk" FOREIGN KEY ("fiat_symbol") REFERENCES "public"."fiat_currencies"("symbol") ON DELETE no action ON UPDATE no action;