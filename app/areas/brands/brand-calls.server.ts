import type { addBlock, getOwnPage, listOwnPages } from "#contract/api/brand-pages";
import * as pages from "#contract/api/brand-pages";
import * as businesses from "#contract/api/businesses";
import type { CallAnswer } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { PlatformError } from "~/.server/platform/errors";
import type { JsonObject } from "~/.server/platform/wire";
import { toBrand, type Brand } from "~/areas/dashboard/own-brand-calls.server";

/*
 * Businesses (brands) and their brand pages (spec platform-core §3, §7 "Businesses and brand pages"):
 * the public calls, read by the marketing pages and the brand sites too. The Brand entity is the
 * dashboard's (dashboard/own-brand-calls.server.ts).
 */

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

type BlockWire = CallAnswer<typeof addBlock>;

export function toBlock(w: BlockWire): Block {
  return {
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
  };
}

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

type PageWire = CallAnswer<typeof listOwnPages>[number];
type PageDetailWire = CallAnswer<typeof getOwnPage>;

export function toBrandPage(w: PageWire): BrandPage {
  return { name: w.name, title: w.title, businessId: w.business.id, user: null, archived: w.archived, created: w.time_created, updated: w.time_updated };
}

export function toBrandPageDetail(w: PageDetailWire): BrandPageDetail {
  return {
    ...toBrandPage(w),
    styles: w.page_styles,
    metadata: w.page_meta,
    blocks: w.blocks.map(toBlock).sort((a, b) => a.index - b.index),
  };
}

/** Public calls on businesses and their brand pages (the owner's own: brand-owner-calls, brand-page-calls). */
export function brandCalls(core: PlatformCore) {
  return {
    /**
     * GET /business/list: the businesses of the calling API credential, or with `global`
     * every listed business.
     */
    list(options: { global?: boolean } = {}): Promise<Brand[]> {
      return core.call(endpointCall(businesses.listBusinesses, { query: { global: options.global ? "true" : undefined } }, { prefix: "Unable to list businesses" })).then((list) => list.map(toBrand));
    },

    // One path answers the list without `name` and one page with it (contract/api/brand-pages.ts).
    /** GET /business/name/{username}/pages: the brand's pages, without their blocks. */
    async pages(username: string): Promise<BrandPage[]> {
      const answer = await core.call(endpointCall(pages.listBrandPages, { params: { username } }, { prefix: "Unable to get brand pages" }));
      if (!Array.isArray(answer)) throw PlatformError.of("Unable to get brand pages", "unexpected response");
      return answer.map(toBrandPage);
    },

    /** GET /business/name/{username}/pages?name=: one page with its styles, metadata and blocks. */
    async page(username: string, name: string): Promise<BrandPageDetail> {
      const answer = await core.call(endpointCall(pages.listBrandPages, { params: { username }, query: { name } }, { prefix: `Unable to get custom brand page ${name}` }));
      if (Array.isArray(answer)) throw PlatformError.of(`Unable to get custom brand page ${name}`, "unexpected response");
      return toBrandPageDetail(answer);
    },
  };
}
