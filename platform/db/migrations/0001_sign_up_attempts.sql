ALTER TABLE "verification_codes" ADD COLUMN "signup_hash" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "signup_details" jsonb;