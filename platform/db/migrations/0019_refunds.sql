ALTER TABLE "experiences" ADD COLUMN "cancellation_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "time_cancelled" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_percent" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_credit_quantity" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "purchases_business_id_starts_at_idx" ON "purchases" USING btree ("business_id","starts_at");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_cancelled_by_check" CHECK ("purchases"."cancelled_by" IN ('buyer', 'seller'));