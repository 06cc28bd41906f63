DROP INDEX "experiences_listed_lat_lng_idx";--> statement-breakpoint
DROP INDEX "experiences_listed_name_idx";--> statement-breakpoint
DROP INDEX "experiences_listed_facets_idx";--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "experiences_listed_lat_lng_idx" ON "experiences" USING btree ("latitude","longitude") WHERE "experiences"."listed" AND NOT "experiences"."archived";--> statement-breakpoint
CREATE INDEX "experiences_listed_name_idx" ON "experiences" USING btree ("name" COLLATE "C","id") WHERE "experiences"."listed" AND NOT "experiences"."archived";--> statement-breakpoint
CREATE INDEX "experiences_listed_facets_idx" ON "experiences" USING btree ("retail_price_cents","member_price_cents","per_guest_pricing","availability_mask","min_guests","max_guests","min_age","pet_friendly","category_id","start_time","end_time","timezone","name","id") WHERE "experiences"."listed" AND NOT "experiences"."archived";