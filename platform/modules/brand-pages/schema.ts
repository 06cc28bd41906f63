/**
 * Brand pages and their blocks (spec/platform-core.md §7 "Businesses and brand pages").
 * Pages and blocks are archived, never deleted: a page's name stays its brand's.
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, instant, references, timeCreated } from "../../db/columns";
import { businesses } from "../businesses/schema";

type JsonObject = Record<string, unknown>;

export const brandPages = pgTable(
  "brand_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id").notNull(),
    /** URL-safe, unique per brand: the `{page}` of the site's /b/{username}/{page}. */
    name: text("name").notNull(),
    title: text("title").notNull(),
    styles: jsonb("styles").$type<JsonObject>(),
    meta: jsonb("meta").$type<JsonObject>(),
    archived: boolean("archived").notNull().default(false),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("brand_pages", t.businessId, businesses.id).onDelete("cascade"),
    uniqueIndex("brand_pages_business_id_name_idx").on(t.businessId, t.name),
  ],
);

export const brandPageBlocks = pgTable(
  "brand_page_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id").notNull(),
    /** hero, text, image, cta, gallery or experiences (contract/api/brand-pages.ts). */
    blockType: text("block_type").notNull(),
    sortIndex: integer("sort_index").notNull(),
    title: text("title"),
    prefix: text("prefix"),
    /** Text, never HTML: plain or a Markdown subset the site renders (content_type). */
    content: text("content"),
    contentType: text("content_type").notNull().default("text/plain"),
    imageUrl: text("image_url"),
    actionText: text("action_text"),
    actionLink: text("action_link"),
    styles: jsonb("styles").$type<JsonObject>(),
    meta: jsonb("meta").$type<JsonObject>(),
    archived: boolean("archived").notNull().default(false),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("brand_page_blocks", t.pageId, brandPages.id).onDelete("cascade"),
    index("brand_page_blocks_page_id_idx").on(t.pageId, t.sortIndex),
  ],
);

/**
 * Images uploaded for a brand's pages (hero, image and gallery blocks), stored re-encoded; a block
 * holds the URL they are served at (GET /files/brand-pages/{id}), as a cover's is held.
 */
export const brandPageImages = pgTable(
  "brand_page_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [references("brand_page_images", t.businessId, businesses.id).onDelete("cascade"), index("brand_page_images_business_id_idx").on(t.businessId)],
);

export type BrandPage = typeof brandPages.$inferSelect;
export type BrandPageBlock = typeof brandPageBlocks.$inferSelect;
