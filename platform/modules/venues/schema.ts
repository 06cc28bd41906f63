/**
 * What a brand's owner manages (spec/platform-core.md §3 "Experience location / venue"):
 * venues with their tags and blackout times, which venue an experience is held at, and the cover
 * images uploaded for experiences (kept in the database like avatars, so PGlite and PostgreSQL
 * behave the same).
 */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { checked, instant, references, timeCreated } from "../../db/columns";
import { businesses } from "../businesses/schema";

export const venues = pgTable(
  "venues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The provider: the brand whose owner manages the venue. */
    businessId: uuid("business_id").notNull(),
    name: text("name").notNull(),
    address: text("address"),
    address2: text("address_2"),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    country: text("country").notNull().default("US"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Whether the venue takes bookings at all; experiences held at an unavailable one cannot be booked. */
    available: boolean("available").notNull().default(true),
    themes: jsonb("themes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** 0 Creator … 3 Enterprise, null for anyone (as experiences). */
    minimumTier: integer("minimum_tier"),
    membersOnly: boolean("members_only").notNull().default(false),
    /** Guests per slot for every experience held here; null leaves each experience's max_guests. */
    capacity: integer("capacity"),
    parking: boolean("parking").notNull().default(false),
    licensed: boolean("licensed").notNull().default(false),
    licenseText: text("license_text"),
    timezone: text("timezone").notNull().default("America/New_York"),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("venues", t.businessId, businesses.id).onDelete("cascade"),
    checked("venues", t.capacity, sql`${t.capacity} >= 1`),
    index("venues_business_id_idx").on(t.businessId),
  ],
);

/** A venue's tags: URL-safe names, one row each (GET /location/venues/tags counts them). */
export const venueTags = pgTable(
  "venue_tags",
  {
    venueId: uuid("venue_id").notNull(),
    tag: text("tag").notNull(),
  },
  (t) => [
    primaryKey({ name: "venue_tags_pkey", columns: [t.venueId, t.tag] }),
    references("venue_tags", t.venueId, venues.id).onDelete("cascade"),
    index("venue_tags_tag_idx").on(t.tag),
  ],
);

/** A period in which no experience held at the venue can be booked. */
export const venueBlackouts = pgTable(
  "venue_blackouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
  },
  (t) => [
    references("venue_blackouts", t.venueId, venues.id).onDelete("cascade"),
    checked("venue_blackouts", t.endsAt, sql`${t.endsAt} > ${t.startsAt}`),
    index("venue_blackouts_venue_id_idx").on(t.venueId),
  ],
);


export type Venue = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type VenueBlackout = typeof venueBlackouts.$inferSelect;
