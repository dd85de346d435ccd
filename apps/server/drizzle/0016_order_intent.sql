ALTER TABLE "orders" ADD COLUMN "return_origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;