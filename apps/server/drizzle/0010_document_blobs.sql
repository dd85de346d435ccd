CREATE TABLE "document_blobs" (
	"name" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"iv" "bytea" NOT NULL,
	"auth_tag" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
