CREATE TABLE "sell_limits" (
	"crypto_symbol" text NOT NULL,
	"fiat_symbol" text NOT NULL,
	"payment_method" text NOT NULL,
	"default_crypto_amount" numeric NOT NULL,
	"min_crypto_amount" numeric NOT NULL,
	"max_crypto_amount" numeric NOT NULL,
	CONSTRAINT "sell_limits_crypto_symbol_fiat_symbol_payment_method_pk" PRIMARY KEY("crypto_symbol","fiat_symbol","payment_method")
);
