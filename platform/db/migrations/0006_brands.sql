CREATE TABLE "experience_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_venues" (
	"experience_id" uuid PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_blackouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "venue_blackouts_ends_at_check" CHECK ("venue_blackouts"."ends_at" > "venue_blackouts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "venue_tags" (
	"venue_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "venue_tags_pkey" PRIMARY KEY("venue_id","tag")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"address_2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"available" boolean DEFAULT true NOT NULL,
	"themes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_tier" integer,
	"members_only" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"parking" boolean DEFAULT false NOT NULL,
	"licensed" boolean DEFAULT false NOT NULL,
	"license_text" text,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_capacity_check" CHECK ("venues"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "experience_images" ADD CONSTRAINT "experience_images_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_venues" ADD CONSTRAINT "experience_venues_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_venues" ADD CONSTRAINT "experience_venues_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blackouts" ADD CONSTRAINT "venue_blackouts_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tags" ADD CONSTRAINT "venue_tags_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_images_experience_id_idx" ON "experience_images" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_venues_venue_id_idx" ON "experience_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venue_blackouts_venue_id_idx" ON "venue_blackouts" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venue_tags_tag_idx" ON "venue_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "venues_business_id_idx" ON "venues" USING btree ("business_id");