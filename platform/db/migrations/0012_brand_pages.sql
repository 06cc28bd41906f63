CREATE TABLE "brand_page_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"block_type" text NOT NULL,
	"sort_index" integer NOT NULL,
	"title" text,
	"prefix" text,
	"content" text,
	"content_type" text DEFAULT 'text/plain' NOT NULL,
	"image_url" text,
	"action_text" text,
	"action_link" text,
	"styles" jsonb,
	"meta" jsonb,
	"archived" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"styles" jsonb,
	"meta" jsonb,
	"archived" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_page_blocks" ADD CONSTRAINT "brand_page_blocks_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_page_blocks_page_id_idx" ON "brand_page_blocks" USING btree ("page_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_pages_business_id_name_idx" ON "brand_pages" USING btree ("business_id","name");