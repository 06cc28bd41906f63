/** The Brand entity of spec/platform-core.md §3 ("businesses" on the wire). */
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, contactDetails, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";
import { credits } from "../coins/schema";
import { apiCredentials } from "../../infra/schema";

/** `domain` is the brand's username. */
export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    logo: text("logo"),
    domain: text("domain").notNull().unique("businesses_domain_key"),
    ...contactDetails(),
    website: text("website"),
    /** 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise; null when the brand holds no membership. */
    tier: integer("tier"),
    themePrimary: text("theme_primary").notNull().default("#00cde8"),
    themeSecondary: text("theme_secondary").notNull().default("#d400ff"),
    parentId: uuid("parent_id"),
    featured: boolean("featured").notNull().default(false),
    /** Whether the brand appears in the public directory (`/business/list?global=true`). */
    listed: boolean("listed").notNull().default(true),
    /** The API credential that created the brand; null for brands that predate any credential. */
    ownerCredentialId: uuid("owner_credential_id"),
    timeCreated: timeCreated(),
    /** The signed-in user who owns the brand (GET /account/business). */
    ownerUserId: uuid("owner_user_id"),
  },
  (t) => [
    references("businesses", t.parentId, t.id).onDelete("set null"),
    references("businesses", t.ownerCredentialId, apiCredentials.id).onDelete("set null"),
    references("businesses", t.ownerUserId, users.id).onDelete("set null"),
    index("businesses_owner_credential_id_idx").on(t.ownerCredentialId),
    index("businesses_owner_user_id_idx").on(t.ownerUserId),
  ],
);

/** The coin a brand issued: one per brand (the primary key), one brand per coin (the unique index). */
export const brandCoins = pgTable(
  "brand_coins",
  {
    businessId: uuid("business_id").primaryKey(),
    creditId: uuid("credit_id").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("brand_coins", t.businessId, businesses.id).onDelete("cascade"),
    references("brand_coins", t.creditId, credits.id).onDelete("cascade"),
    uniqueIndex("brand_coins_credit_id_idx").on(t.creditId),
  ],
);

/**
 * A brand's uploaded logo, re-encoded (./logo.ts); `businesses.logo` is its URL. One per brand:
 * an upload replaces the one before.
 */
export const brandLogos = pgTable(
  "brand_logos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [references("brand_logos", t.businessId, businesses.id).onDelete("cascade"), index("brand_logos_business_id_idx").on(t.businessId)],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
