import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { tier } from "./memberships";
import { id, jsonObject, maybe, postalAddress, timestamp, wireAddress, type JsonObject, type PostalAddress } from "../wire";

/* Businesses (brands) and their brand pages (spec platform-core §3, §7 "Businesses and brand pages"). */

// ── Brand (business) ────────────────────────────────────────────────────────

export interface BrandTheme {
  primary: string;
  secondary: string;
}


export interface Brand extends PostalAddress {
  id: string;
  name: string;
  /** The brand's username: the wire's `domain`. */
  username: string;
  description: string | null;
  website: string | null;
  /** URL path or absolute URL of an image. */
  logo: string | null;
  /** See `membershipTiers`; null when none. */
  tier: number | null;
  theme: BrandTheme | null;
  /** Id of the parent brand. */
  parent: string | null;
  featured: boolean;
  created: string | null;
}

/** The spec calls the same thing a brand and a business. */
export type Business = Brand;

export const brandSchema: z.ZodType<Brand> = z
  .object({
    id,
    name: z.string(),
    domain: z.string(),
    description: maybe(z.string()),
    ...wireAddress,
    website: maybe(z.string()),
    logo: maybe(z.string()),
    tier: maybe(tier),
    theme: maybe(z.object({ primary: z.string(), secondary: z.string() })),
    parent: maybe(id),
    featured: z.boolean().default(false),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    name: w.name,
    username: w.domain,
    description: w.description,
    ...postalAddress(w),
    website: w.website,
    logo: w.logo,
    tier: w.tier,
    theme: w.theme,
    parent: w.parent,
    featured: w.featured,
    created: w.time_created,
  }));

// ── Brand pages and blocks ──────────────────────────────────────────────────

export interface Block {
  id: string;
  type: string;
  index: number;
  title: string | null;
  prefix: string | null;
  content: string | null;
  contentType: string | null;
  imageUrl: string | null;
  actionText: string | null;
  actionLink: string | null;
  styles: JsonObject | null;
  metadata: JsonObject | null;
  created: string | null;
  updated: string | null;
}

export const blockSchema: z.ZodType<Block> = z
  .object({
    id,
    block_type: z.string(),
    sort_index: z.number().int(),
    title: maybe(z.string()),
    prefix: maybe(z.string()),
    content: maybe(z.string()),
    content_type: maybe(z.string()),
    image_url: maybe(z.string()),
    action_text: maybe(z.string()),
    action_link: maybe(z.string()),
    styles: maybe(jsonObject),
    block_meta: maybe(jsonObject),
    time_created: maybe(timestamp),
    time_updated: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    type: w.block_type,
    index: w.sort_index,
    title: w.title,
    prefix: w.prefix,
    content: w.content,
    contentType: w.content_type,
    imageUrl: w.image_url,
    actionText: w.action_text,
    actionLink: w.action_link,
    styles: w.styles,
    metadata: w.block_meta,
    created: w.time_created,
    updated: w.time_updated,
  }));

/** A brand page as listed. */
export interface BrandPage {
  name: string;
  title: string | null;
  businessId: string | null;
  /** Id of the user the page belongs to. */
  user: string | null;
  archived: boolean;
  created: string | null;
  updated: string | null;
}

/** One brand page with its styles, metadata and blocks (in `index` order). */
export interface BrandPageDetail extends BrandPage {
  styles: JsonObject | null;
  metadata: JsonObject | null;
  blocks: Block[];
}

const pageWire = z.object({
  name: z.string(),
  title: maybe(z.string()),
  business: maybe(z.object({ id })),
  // The spec names the field without a shape: take an id or an object holding one.
  user: maybe(z.union([id, z.object({ id }).transform((u) => u.id)])),
  archived: z.boolean().default(false),
  time_created: maybe(timestamp),
  time_updated: maybe(timestamp),
});

function toPage(w: z.output<typeof pageWire>): BrandPage {
  return {
    name: w.name,
    title: w.title,
    businessId: w.business?.id ?? null,
    user: w.user,
    archived: w.archived,
    created: w.time_created,
    updated: w.time_updated,
  };
}

export const brandPageSchema: z.ZodType<BrandPage> = pageWire.transform(toPage);

export const brandPageDetailSchema: z.ZodType<BrandPageDetail> = pageWire
  .extend({
    page_styles: maybe(jsonObject),
    page_meta: maybe(jsonObject),
    blocks: maybe(z.array(blockSchema)),
  })
  .transform((w) => ({
    ...toPage(w),
    styles: w.page_styles,
    metadata: w.page_meta,
    blocks: [...(w.blocks ?? [])].sort((a, b) => a.index - b.index),
  }));


/** Public calls on businesses and their brand pages (the owner's own: brand-owner.ts). */
export function businessCalls(core: PlatformCore) {
  return {
    /**
     * GET /business/list: the businesses of the calling API credential, or with `global`
     * every listed business.
     */
    list(options: { global?: boolean } = {}): Promise<Brand[]> {
      return core.call({
        prefix: "Unable to list businesses",
        method: "GET",
        path: "/business/list",
        query: { global: options.global ? true : undefined },
        schema: z.array(brandSchema),
      });
    },

    /** GET /business/name/{username}/pages: the brand's pages, without their blocks. */
    pages(username: string): Promise<BrandPage[]> {
      return core.call({
        prefix: "Unable to get brand pages",
        method: "GET",
        path: path`/business/name/${username}/pages`,
        schema: z.array(brandPageSchema),
      });
    },

    /** GET /business/name/{username}/pages?name=: one page with its styles, metadata and blocks. */
    page(username: string, name: string): Promise<BrandPageDetail> {
      return core.call({
        prefix: `Unable to get custom brand page ${name}`,
        method: "GET",
        path: path`/business/name/${username}/pages`,
        query: { name },
        schema: brandPageDetailSchema,
      });
    },
  };
}
