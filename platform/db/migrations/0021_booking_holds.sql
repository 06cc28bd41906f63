ALTER TABLE "experience_checkouts" DROP CONSTRAINT "experience_checkouts_status_check";--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD COLUMN "provider" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD COLUMN "provider_checkout_id" text;--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD COLUMN "time_released" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_checkouts_provider_checkout_idx" ON "experience_checkouts" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "experience_checkouts_open_idx" ON "experience_checkouts" USING btree ("user_id") WHERE "experience_checkouts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "experience_checkouts_open_created_idx" ON "experience_checkouts" USING btree ("time_created") WHERE "experience_checkouts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD CONSTRAINT "experience_checkouts_provider_check" CHECK ("experience_checkouts"."provider" IN ('demo', 'stripe'));--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD CONSTRAINT "experience_checkouts_status_check" CHECK ("experience_checkouts"."status" IN ('open', 'completed', 'cancelled', 'expired', 'refunded'));