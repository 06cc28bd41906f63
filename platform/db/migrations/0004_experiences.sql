CREATE TABLE "experience_availabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"start_hour" integer NOT NULL,
	"start_minute" integer DEFAULT 0 NOT NULL,
	"end_hour" integer NOT NULL,
	"end_minute" integer DEFAULT 0 NOT NULL,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	CONSTRAINT "experience_availabilities_start_hour_check" CHECK ("experience_availabilities"."start_hour" BETWEEN 0 AND 23),
	CONSTRAINT "experience_availabilities_end_hour_check" CHECK ("experience_availabilities"."end_hour" BETWEEN 0 AND 24)
);
--> statement-breakpoint
CREATE TABLE "experience_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "experience_categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experience_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"pickup_address" text,
	"credit_id" uuid,
	"credit_quantity" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_completed" timestamp with time zone,
	CONSTRAINT "experience_checkouts_status_check" CHECK ("experience_checkouts"."status" IN ('open', 'completed', 'cancelled')),
	CONSTRAINT "experience_checkouts_guests_check" CHECK ("experience_checkouts"."guests" >= 1)
);
--> statement-breakpoint
CREATE TABLE "experience_likes" (
	"experience_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_likes_pkey" PRIMARY KEY("experience_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experience_slots" (
	"experience_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_slots_pkey" PRIMARY KEY("experience_id","date","start_time"),
	CONSTRAINT "experience_slots_sold_check" CHECK ("experience_slots"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experience_tag_links" (
	"experience_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "experience_tag_links_pkey" PRIMARY KEY("experience_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "experience_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid,
	CONSTRAINT "experience_tags_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"business_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retail_price_cents" integer NOT NULL,
	"member_price_cents" integer,
	"per_guest_pricing" boolean DEFAULT false NOT NULL,
	"min_price_cents" integer,
	"min_guests" integer DEFAULT 1 NOT NULL,
	"max_guests" integer NOT NULL,
	"rating" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"min_age" integer DEFAULT 0 NOT NULL,
	"ideal_age_youngest" integer,
	"ideal_age_oldest" integer,
	"pet_friendly" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer NOT NULL,
	"address" text,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"cancellation_policy" text,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"themes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disclaimer" text,
	"minimum_tier" integer,
	"members_only" boolean DEFAULT false NOT NULL,
	"advance_notice_required" boolean DEFAULT false NOT NULL,
	"advance_notice_time" integer DEFAULT 0 NOT NULL,
	"advance_notice_unit" text DEFAULT 'hours' NOT NULL,
	"transportation_included" boolean DEFAULT false NOT NULL,
	"transportation_radius" integer,
	"transportation_lead_time" integer,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_retail_price_cents_check" CHECK ("experiences"."retail_price_cents" >= 0),
	CONSTRAINT "experiences_max_guests_check" CHECK ("experiences"."max_guests" >= 1),
	CONSTRAINT "experiences_duration_minutes_check" CHECK ("experiences"."duration_minutes" > 0),
	CONSTRAINT "experiences_advance_notice_unit_check" CHECK ("experiences"."advance_notice_unit" IN ('minutes', 'hours', 'days'))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"guests" integer NOT NULL,
	"state" text DEFAULT 'paid' NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"pickup_address" text,
	"credit_id" uuid,
	"credit_quantity" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_checkout_id_key" UNIQUE("checkout_id"),
	CONSTRAINT "purchases_state_check" CHECK ("purchases"."state" IN ('paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"experience_rating" integer,
	"provider_rating" integer,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_purchase_id_key" UNIQUE("purchase_id"),
	CONSTRAINT "ratings_experience_rating_check" CHECK ("ratings"."experience_rating" BETWEEN 1 AND 5),
	CONSTRAINT "ratings_provider_rating_check" CHECK ("ratings"."provider_rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_by_user_id" uuid,
	"closed_by" text,
	"time_closed" timestamp with time zone,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_closed_by_check" CHECK ("tickets"."closed_by" IN ('holder', 'seller'))
);
--> statement-breakpoint
ALTER TABLE "experience_availabilities" ADD CONSTRAINT "experience_availabilities_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD CONSTRAINT "experience_checkouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD CONSTRAINT "experience_checkouts_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_checkouts" ADD CONSTRAINT "experience_checkouts_credit_id_fkey" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_likes" ADD CONSTRAINT "experience_likes_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_likes" ADD CONSTRAINT "experience_likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_slots" ADD CONSTRAINT "experience_slots_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tag_links" ADD CONSTRAINT "experience_tag_links_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tag_links" ADD CONSTRAINT "experience_tag_links_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "public"."experience_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tags" ADD CONSTRAINT "experience_tags_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."experience_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."experience_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_checkout_id_fkey" FOREIGN KEY ("checkout_id") REFERENCES "public"."experience_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_credit_id_fkey" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_experience_id_fkey" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_closed_by_user_id_fkey" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_availabilities_experience_id_idx" ON "experience_availabilities" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_tag_links_tag_id_idx" ON "experience_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "experiences_business_id_idx" ON "experiences" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "experiences_category_id_idx" ON "experiences" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "experiences_search_idx" ON "experiences" USING gin ("search");--> statement-breakpoint
CREATE INDEX "purchases_user_id_starts_at_idx" ON "purchases" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "purchases_experience_id_idx" ON "purchases" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "ratings_experience_id_idx" ON "ratings" USING btree ("experience_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_purchase_id_number_idx" ON "tickets" USING btree ("purchase_id","number");