ALTER TABLE "checkout_sessions" ADD COLUMN "provider" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider_checkout_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pay_url" text;--> statement-breakpoint
CREATE INDEX "checkout_sessions_status_idx" ON "checkout_sessions" USING btree ("status","time_created");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_provider_check" CHECK ("checkout_sessions"."provider" IN ('demo', 'stripe'));