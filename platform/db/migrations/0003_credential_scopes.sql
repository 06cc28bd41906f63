ALTER TABLE "api_credentials" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD COLUMN "configured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_scope_check" CHECK ("api_credentials"."scope" IN ('site', 'operator', 'sandbox'));