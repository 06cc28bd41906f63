/**
 * The experiences marketplace (spec/platform-core.md §3 Experience, Availability, Purchase,
 * Ticket): experiences with their categories, tags and weekly availabilities, likes and shares,
 * hosted checkouts, what each slot has sold, purchases, their tickets and ratings. Money in cents.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { businesses } from "./businesses";
import { checked, instant, references, timeCreated } from "./columns";
import { credits } from "./credits";

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
    index("experiences_listed_lat_lng_idx").on(t.latitude, t.longitude).where(sql`NOT ${t.archived}`),
    // Search's stable order (name in byte order, then id): a broad search walks it and stops after
    // the page instead of sorting every match (modules/experiences/search.ts).
    index("experiences_listed_name_idx").on(sql`${t.name} COLLATE "C"`, t.id).where(sql`NOT ${t.archived}`),
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
      .where(sql`NOT ${t.archived}`),
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

/**
 * A hosted checkout for one slot (POST /experiences/id/{id}/checkout/hosted): priced and checked
 * on the server when started, and checked again (capacity) when paid. "open", "completed",
 * "cancelled".
 */
export const experienceCheckouts = pgTable(
  "experience_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    experienceId: uuid("experience_id").notNull(),
    /** The slot: local date and HH:MM start in the experience's zone, and the instant it starts. */
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    startsAt: instant("starts_at").notNull(),
    guests: integer("guests").notNull(),
    pickup: boolean("pickup").notNull().default(false),
    pickupAddress: text("pickup_address"),
    creditId: uuid("credit_id"),
    creditQuantity: integer("credit_quantity").notNull().default(0),
    /** Before credits. */
    subtotalCents: integer("subtotal_cents").notNull(),
    /** What is charged. */
    priceCents: integer("price_cents").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status").$type<"open" | "completed" | "cancelled">().notNull().default("open"),
    expiresAt: instant("expires_at").notNull(),
    timeCreated: timeCreated(),
    timeCompleted: instant("time_completed"),
  },
  (t) => [
    references("experience_checkouts", t.userId, users.id).onDelete("cascade"),
    references("experience_checkouts", t.experienceId, experiences.id).onDelete("cascade"),
    references("experience_checkouts", t.creditId, credits.id),
    checked("experience_checkouts", t.status, sql`${t.status} IN ('open', 'completed', 'cancelled')`),
    checked("experience_checkouts", t.guests, sql`${t.guests} >= 1`),
  ],
);

/**
 * Places sold per slot. Paying adds to `sold` in one guarded statement (never above the slot's
 * capacity), so concurrent payments cannot oversell it.
 */
export const experienceSlots = pgTable(
  "experience_slots",
  {
    experienceId: uuid("experience_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "experience_slots_pkey", columns: [t.experienceId, t.date, t.startTime] }),
    references("experience_slots", t.experienceId, experiences.id).onDelete("cascade"),
    checked("experience_slots", t.sold, sql`${t.sold} >= 0`),
  ],
);

/** Spec §3 Purchase; `state` "paid" or "cancelled". One per completed checkout. */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    experienceId: uuid("experience_id").notNull(),
    /** The seller: the experience's brand at the time of purchase. */
    businessId: uuid("business_id").notNull(),
    checkoutId: uuid("checkout_id").notNull().unique("purchases_checkout_id_key"),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    startsAt: instant("starts_at").notNull(),
    timezone: text("timezone").notNull(),
    guests: integer("guests").notNull(),
    state: text("state").$type<"paid" | "cancelled">().notNull().default("paid"),
    pickup: boolean("pickup").notNull().default(false),
    pickupAddress: text("pickup_address"),
    creditId: uuid("credit_id"),
    creditQuantity: integer("credit_quantity").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    priceCents: integer("price_cents").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("purchases", t.userId, users.id).onDelete("cascade"),
    references("purchases", t.experienceId, experiences.id).onDelete("cascade"),
    references("purchases", t.businessId, businesses.id).onDelete("cascade"),
    references("purchases", t.checkoutId, experienceCheckouts.id),
    references("purchases", t.creditId, credits.id),
    checked("purchases", t.state, sql`${t.state} IN ('paid', 'cancelled')`),
    index("purchases_user_id_starts_at_idx").on(t.userId, t.startsAt),
    index("purchases_experience_id_idx").on(t.experienceId),
  ],
);

/** Spec §3 Ticket: one per guest. Closing records who closed it: the holder or the seller. */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id").notNull(),
    /** 1 … guests: the first ticket carries the purchase's ratings. */
    number: integer("number").notNull(),
    closed: boolean("closed").notNull().default(false),
    closedByUserId: uuid("closed_by_user_id"),
    closedBy: text("closed_by").$type<"holder" | "seller">(),
    timeClosed: instant("time_closed"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("tickets", t.purchaseId, purchases.id).onDelete("cascade"),
    references("tickets", t.closedByUserId, users.id).onDelete("set null"),
    checked("tickets", t.closedBy, sql`${t.closedBy} IN ('holder', 'seller')`),
    uniqueIndex("tickets_purchase_id_number_idx").on(t.purchaseId, t.number),
  ],
);

/** The ratings of a purchase, attached to its first ticket; rating again replaces them. */
export const ratings = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id").notNull().unique("ratings_purchase_id_key"),
    ticketId: uuid("ticket_id").notNull(),
    userId: uuid("user_id").notNull(),
    experienceId: uuid("experience_id").notNull(),
    /** 1-5, null until given. */
    experienceRating: integer("experience_rating"),
    /** 0-5, null until given. */
    providerRating: integer("provider_rating"),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("ratings", t.purchaseId, purchases.id).onDelete("cascade"),
    references("ratings", t.ticketId, tickets.id).onDelete("cascade"),
    references("ratings", t.userId, users.id).onDelete("cascade"),
    references("ratings", t.experienceId, experiences.id).onDelete("cascade"),
    checked("ratings", t.experienceRating, sql`${t.experienceRating} BETWEEN 1 AND 5`),
    checked("ratings", t.providerRating, sql`${t.providerRating} BETWEEN 0 AND 5`),
    index("ratings_experience_id_idx").on(t.experienceId),
  ],
);

export type Experience = typeof experiences.$inferSelect;
export type NewExperience = typeof experiences.$inferInsert;
export type ExperienceAvailability = typeof experienceAvailabilities.$inferSelect;
export type ExperienceCheckout = typeof experienceCheckouts.$inferSelect;
export type Purchase = typeof purchases.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type Rating = typeof ratings.$inferSelect;
