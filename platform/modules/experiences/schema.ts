/**
 * The experiences marketplace (spec/platform-core.md §3 Experience, Availability, Purchase,
 * Ticket): experiences with their categories, tags and weekly availabilities, likes and shares,
 * hosted checkouts, what each slot has sold, purchases, their tickets and ratings. Money in cents.
 */
import { sql } from "drizzle-orm";
import type { RefundTier } from "#contract/cancellation-policy";
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from "drizzle-orm/pg-core";
import { bytea, checked, instant, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";
import { businesses } from "../businesses/schema";
import { venues } from "../venues/schema";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const experienceCategories = pgTable("experience_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** URL-safe and unique: the `{category}` of /experiences/categories/{category}/list. */
  name: text("name").notNull().unique("experience_categories_name_key"),
  title: text("title").notNull(),
});

/** A tag belongs to one category (GET /experiences/categories/{category}/tags). */
export const experienceTags = pgTable(
  "experience_tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** URL-safe and unique: the `{tag}` of /experiences/tags/{tag}/list. */
    name: text("name").notNull().unique("experience_tags_name_key"),
    title: text("title").notNull(),
    categoryId: uuid("category_id"),
  },
  (t) => [references("experience_tags", t.categoryId, experienceCategories.id).onDelete("set null")],
);

export type AdvanceNoticeUnit = "minutes" | "hours" | "days";

export const experiences = pgTable(
  "experiences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    archived: boolean("archived").notNull().default(false),
    /**
     * Public (in lists, search, its brand's pages, bookable) when true. The owner's editor creates
     * it unlisted and lists it on Publish; calls that omit it create it listed, as the spec's do.
     */
    listed: boolean("listed").notNull().default(true),
    /** The provider: the brand that sells it (and receives its ratings). */
    businessId: uuid("business_id").notNull(),
    categoryId: uuid("category_id").notNull(),
    /** Where it happens, as shown ("Brooklyn, NY"); `latitude`/`longitude` place it for radius search. */
    location: text("location"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: text("description").notNull().default(""),
    /** The main image first, then the extras. */
    images: jsonb("images").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    retailPriceCents: integer("retail_price_cents").notNull(),
    /** What members pay; null when members pay the retail price. */
    memberPriceCents: integer("member_price_cents"),
    /** Prices are per guest when true, else for the whole party. */
    perGuestPricing: boolean("per_guest_pricing").notNull().default(false),
    minPriceCents: integer("min_price_cents"),
    minGuests: integer("min_guests").notNull().default(1),
    maxGuests: integer("max_guests").notNull(),
    /** The mean experience rating (1-5) of its purchases; null until rated. */
    rating: real("rating"),
    ratingCount: integer("rating_count").notNull().default(0),
    /** Distinct people who like it (experience_likes), kept in step in the same transaction. */
    likes: integer("likes").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    minAge: integer("min_age").notNull().default(0),
    idealAgeYoungest: integer("ideal_age_youngest"),
    idealAgeOldest: integer("ideal_age_oldest"),
    petFriendly: boolean("pet_friendly").notNull().default(false),
    durationMinutes: integer("duration_minutes").notNull(),
    address: text("address"),
    /** IANA zone of its availabilities (the spec's "America/New York" default). */
    timezone: text("timezone").notNull().default("America/New_York"),
    /** The period it is offered in; null ends are open. */
    startTime: instant("start_time"),
    endTime: instant("end_time"),
    cancellationPolicy: text("cancellation_policy"),
    /** What a cancelling member gets back (#contract/cancellation-policy), longest notice first; [] gives nothing back. */
    cancellationTiers: jsonb("cancellation_tiers").$type<RefundTier[]>().notNull().default(sql`'[]'::jsonb`),
    types: jsonb("types").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    themes: jsonb("themes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    amenities: jsonb("amenities").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    additionalItems: jsonb("additional_items").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    disclaimer: text("disclaimer"),
    /** The lowest membership tier that may book (0 Creator … 3 Enterprise); null for anyone. */
    minimumTier: integer("minimum_tier"),
    /** Only people holding an active membership may book. */
    membersOnly: boolean("members_only").notNull().default(false),
    advanceNoticeRequired: boolean("advance_notice_required").notNull().default(false),
    advanceNoticeTime: integer("advance_notice_time").notNull().default(0),
    advanceNoticeUnit: text("advance_notice_unit").$type<AdvanceNoticeUnit>().notNull().default("hours"),
    transportationIncluded: boolean("transportation_included").notNull().default(false),
    /** Miles around the experience's location within which pickup is offered. */
    transportationRadius: integer("transportation_radius"),
    /** Minutes before the start that pickup happens. */
    transportationLeadTime: integer("transportation_lead_time"),
    /**
     * What search needs of its weekly availabilities, one bit per (weekday × time of day): kept by
     * triggers on experience_availabilities (migration 0007), read by search
     * (modules/experiences/availability-mask.ts lays out the bits). Never written by the platform.
     */
    availabilityMask: integer("availability_mask").notNull().default(0),
    /** Full-text search over name, location and description (POST /experiences/search `keywords`). */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("experiences", t.businessId, businesses.id).onDelete("cascade"),
    references("experiences", t.categoryId, experienceCategories.id),
    checked("experiences", t.retailPriceCents, sql`${t.retailPriceCents} >= 0`),
    checked("experiences", t.maxGuests, sql`${t.maxGuests} >= 1`),
    checked("experiences", t.durationMinutes, sql`${t.durationMinutes} > 0`),
    checked("experiences", t.advanceNoticeUnit, sql`${t.advanceNoticeUnit} IN ('minutes', 'hours', 'days')`),
    index("experiences_business_id_idx").on(t.businessId),
    index("experiences_category_id_idx").on(t.categoryId),
    index("experiences_search_idx").using("gin", t.search),
    // Search (modules/experiences/search.ts): the radius's bounding box over listed experiences.
    index("experiences_listed_lat_lng_idx").on(t.latitude, t.longitude).where(sql`${t.listed} AND NOT ${t.archived}`),
    // Search's stable order (name in byte order, then id): a broad search walks it and stops after
    // the page instead of sorting every match (modules/experiences/search.ts).
    index("experiences_listed_name_idx").on(sql`${t.name} COLLATE "C"`, t.id).where(sql`${t.listed} AND NOT ${t.archived}`),
    // Search without keywords or a place: every column such a search reads, so it is an index-only
    // scan of this narrow index (a fifth of the table's pages), its price a range (budget) when the
    // caller pays retail.
    index("experiences_listed_facets_idx")
      .on(
        t.retailPriceCents,
        t.memberPriceCents,
        t.perGuestPricing,
        t.availabilityMask,
        t.minGuests,
        t.maxGuests,
        t.minAge,
        t.petFriendly,
        t.categoryId,
        t.startTime,
        t.endTime,
        t.timezone,
        t.name,
        t.id,
      )
      .where(sql`${t.listed} AND NOT ${t.archived}`),
  ],
);

export const experienceTagLinks = pgTable(
  "experience_tag_links",
  {
    experienceId: uuid("experience_id").notNull(),
    tagId: uuid("tag_id").notNull(),
  },
  (t) => [
    primaryKey({ name: "experience_tag_links_pkey", columns: [t.experienceId, t.tagId] }),
    references("experience_tag_links", t.experienceId, experiences.id).onDelete("cascade"),
    references("experience_tag_links", t.tagId, experienceTags.id).onDelete("cascade"),
    index("experience_tag_links_tag_id_idx").on(t.tagId),
  ],
);

/** A weekly window, wall-clock in the experience's zone (spec §3 Availability). */
export const experienceAvailabilities = pgTable(
  "experience_availabilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    experienceId: uuid("experience_id").notNull(),
    startHour: integer("start_hour").notNull(),
    startMinute: integer("start_minute").notNull().default(0),
    endHour: integer("end_hour").notNull(),
    endMinute: integer("end_minute").notNull().default(0),
    monday: boolean("monday").notNull().default(false),
    tuesday: boolean("tuesday").notNull().default(false),
    wednesday: boolean("wednesday").notNull().default(false),
    thursday: boolean("thursday").notNull().default(false),
    friday: boolean("friday").notNull().default(false),
    saturday: boolean("saturday").notNull().default(false),
    sunday: boolean("sunday").notNull().default(false),
  },
  (t) => [
    references("experience_availabilities", t.experienceId, experiences.id).onDelete("cascade"),
    checked("experience_availabilities", t.startHour, sql`${t.startHour} BETWEEN 0 AND 23`),
    checked("experience_availabilities", t.endHour, sql`${t.endHour} BETWEEN 0 AND 24`),
    index("experience_availabilities_experience_id_idx").on(t.experienceId),
  ],
);

/** One row per person who likes an experience: `experiences.likes` counts them. */
export const experienceLikes = pgTable(
  "experience_likes",
  {
    experienceId: uuid("experience_id").notNull(),
    userId: uuid("user_id").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    primaryKey({ name: "experience_likes_pkey", columns: [t.experienceId, t.userId] }),
    references("experience_likes", t.experienceId, experiences.id).onDelete("cascade"),
    references("experience_likes", t.userId, users.id).onDelete("cascade"),
  ],
);

/** Where an experience is held: at most one venue, of the experience's own brand. */
export const experienceVenues = pgTable(
  "experience_venues",
  {
    experienceId: uuid("experience_id").primaryKey(),
    venueId: uuid("venue_id").notNull(),
  },
  (t) => [
    references("experience_venues", t.experienceId, experiences.id).onDelete("cascade"),
    references("experience_venues", t.venueId, venues.id).onDelete("cascade"),
    index("experience_venues_venue_id_idx").on(t.venueId),
  ],
);

/** Uploaded cover images, re-encoded without metadata; served at /files/experiences/{id}. */
export const experienceImages = pgTable(
  "experience_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    experienceId: uuid("experience_id").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("experience_images", t.experienceId, experiences.id).onDelete("cascade"),
    index("experience_images_experience_id_idx").on(t.experienceId),
  ],
);

export type Experience = typeof experiences.$inferSelect;
export type NewExperience = typeof experiences.$inferInsert;
export type ExperienceAvailability = typeof experienceAvailabilities.$inferSelect;
