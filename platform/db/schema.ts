/**
 * The platform's one Postgres schema, described for Drizzle. The SQL that creates it lives in
 * `./migrations` (hand-written, embedded in TypeScript); `tests/platform/migrations.test.ts`
 * compares the two so they cannot drift. Add a table here AND a migration there.
 *
 * Column names are snake_case like the wire format of platform/README.md.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** Bookkeeping for `migrate()`: one row per applied migration id. */
export const schemaMigrations = pgTable("schema_migrations", {
  id: text("id").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An API username/key pair (the X-Api-Username / X-Api-Key headers). Only a sha256 of the key is
 * stored: keys are long random strings, so a fast unsalted hash is enough to make a leaked table
 * useless while keeping the per-request check cheap.
 */
export const apiCredentials = pgTable("api_credentials", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  keyHash: text("key_hash").notNull(),
  label: text("label"),
  created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
});

/** The Brand entity of spec/platform-core.md §3. `domain` is the brand's username. */
export const businesses = pgTable("businesses", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  logo: text("logo"),
  domain: text("domain").notNull().unique(),
  phone: text("phone"),
  address: text("address"),
  addressLine2: text("address_line_2"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
  website: text("website"),
  /** 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise; null when the brand holds no membership. */
  tier: integer("tier"),
  themePrimary: text("theme_primary").notNull().default("#00cde8"),
  themeSecondary: text("theme_secondary").notNull().default("#d400ff"),
  parentId: uuid("parent_id").references((): AnyPgColumn => businesses.id, { onDelete: "set null" }),
  featured: boolean("featured").notNull().default(false),
  /** Whether the brand appears in the public directory (`/business/list?global=true`). */
  listed: boolean("listed").notNull().default(true),
  /** The API credential that created the brand; null for brands that predate any credential. */
  ownerCredentialId: uuid("owner_credential_id").references(() => apiCredentials.id, {
    onDelete: "set null",
  }),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

/** What a plan allows, as the pricing page words it ("1+", "Up to 50"); null when not stated. */
export type PlanLimits = {
  domains: string | null;
  users: string | null;
  subscribers: string | null;
};

/** The Membership plan entity of spec/platform-core.md §3. Money is kept in cents. */
export const membershipPlans = pgTable("membership_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  image: text("image"),
  basePriceCents: integer("base_price_cents").notNull(),
  payPeriodMonths: integer("pay_period_months").notNull().default(1),
  baseCredits: integer("base_credits").notNull().default(0),
  creditName: text("credit_name"),
  tier: integer("tier").notNull().unique(),
  features: jsonb("features").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  limits: jsonb("limits").$type<PlanLimits>().notNull(),
});

export type ApiCredential = typeof apiCredentials.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type MembershipPlan = typeof membershipPlans.$inferSelect;
export type NewMembershipPlan = typeof membershipPlans.$inferInsert;
