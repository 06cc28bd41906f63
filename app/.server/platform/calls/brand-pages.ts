import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { blockSchema, brandPageDetailSchema, brandPageSchema, type Block, type BrandPage, type BrandPageDetail } from "./businesses";
import type { JsonObject } from "../wire";

/*
 * A brand owner's pages and their blocks (platform/README.md "Brand pages": /account/business/pages).
 * Every call names the brand (`?business=`): an owner of several brands must, and one brand's
 * screens never act on another's by accident. Another member's brand is the platform's 404.
 */

/** The block types the platform takes (README: hero, text, image, cta, gallery, experiences). */
export const BLOCK_TYPES = ["hero", "text", "image", "cta", "gallery", "experiences"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A block's fields as the site names them; `null` clears a field on edit. */
export interface BlockFields {
  title?: string | null;
  prefix?: string | null;
  content?: string | null;
  /** `text/plain` (the platform's default) or `text/markdown`. */
  contentType?: "text/plain" | "text/markdown" | null;
  imageUrl?: string | null;
  actionText?: string | null;
  actionLink?: string | null;
  styles?: JsonObject | null;
  metadata?: JsonObject | null;
}

export interface PageChanges {
  title?: string;
  styles?: JsonObject | null;
  metadata?: JsonObject | null;
  /** false restores an archived page. */
  archived?: boolean;
}

/** The wire's names for the fields given; those left undefined are not sent (unchanged). */
function blockWire(fields: BlockFields) {
  const wire = {
    title: fields.title,
    prefix: fields.prefix,
    content: fields.content,
    content_type: fields.contentType,
    image_url: fields.imageUrl,
    action_text: fields.actionText,
    action_link: fields.actionLink,
    styles: fields.styles,
    block_meta: fields.metadata,
  };
  return Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== undefined));
}

export function brandPageCalls(core: PlatformCore) {
  const pagePath = (name: string) => path`/account/business/pages/${name}`;
  const blockPath = (name: string, blockId: string) => path`/account/business/pages/${name}/blocks/${blockId}`;
  return {
    /** GET /account/business/pages: the brand's pages by name; archived ones too with `all`. */
    list(brandId: string, options: { all?: boolean } = {}): Promise<BrandPage[]> {
      return core.call({
        prefix: "Unable to get your brand's pages",
        method: "GET",
        path: "/account/business/pages",
        query: { business: brandId, all: options.all ? true : undefined },
        auth: "required",
        schema: z.array(brandPageSchema),
      });
    },

    /** POST /account/business/pages: a new page without blocks (409: the name is taken, archived pages included). */
    create(brandId: string, page: { name: string; title: string }): Promise<BrandPageDetail> {
      return core.call({
        prefix: "Unable to create the page",
        method: "POST",
        path: "/account/business/pages",
        query: { business: brandId },
        json: page,
        auth: "required",
        schema: brandPageDetailSchema,
      });
    },

    /** GET /account/business/pages/{name}: the page with its blocks in order, archived or not. */
    get(brandId: string, name: string): Promise<BrandPageDetail> {
      return core.call({ prefix: "Unable to get the page", method: "GET", path: pagePath(name), query: { business: brandId }, auth: "required", schema: brandPageDetailSchema });
    },

    /** PUT /account/business/pages/{name}: title, styles, metadata, or restoring it. */
    edit(brandId: string, name: string, changes: PageChanges): Promise<BrandPageDetail> {
      const json = Object.fromEntries(
        Object.entries({ title: changes.title, page_styles: changes.styles, page_meta: changes.metadata, archived: changes.archived }).filter(([, v]) => v !== undefined),
      );
      return core.call({ prefix: "Unable to change the page", method: "PUT", path: pagePath(name), query: { business: brandId }, json, auth: "required", schema: brandPageDetailSchema });
    },

    /** DELETE /account/business/pages/{name}: archives the page (no longer public). */
    archive(brandId: string, name: string): Promise<BrandPageDetail> {
      return core.call({ prefix: "Unable to archive the page", method: "DELETE", path: pagePath(name), query: { business: brandId }, auth: "required", schema: brandPageDetailSchema });
    },

    /** POST /account/business/pages/{name}/blocks: a block of `type`, placed last. */
    addBlock(brandId: string, name: string, type: BlockType, fields: BlockFields): Promise<Block> {
      return core.call({
        prefix: "Unable to add the block",
        method: "POST",
        path: path`/account/business/pages/${name}/blocks`,
        query: { business: brandId },
        json: { block_type: type, ...blockWire(fields) },
        auth: "required",
        schema: blockSchema,
      });
    },

    /** PUT /account/business/pages/{name}/blocks/{id}: the fields given (null clears). */
    editBlock(brandId: string, name: string, blockId: string, fields: BlockFields): Promise<Block> {
      return core.call({ prefix: "Unable to change the block", method: "PUT", path: blockPath(name, blockId), query: { business: brandId }, json: blockWire(fields), auth: "required", schema: blockSchema });
    },

    /** DELETE /account/business/pages/{name}/blocks/{id}: archives the block (off the page). */
    async archiveBlock(brandId: string, name: string, blockId: string): Promise<void> {
      await core.call({ prefix: "Unable to remove the block", method: "DELETE", path: blockPath(name, blockId), query: { business: brandId }, auth: "required", schema: z.unknown() });
    },

    /** PUT /account/business/pages/{name}/blocks/order: every block id once, in the new order; the page after. */
    reorder(brandId: string, name: string, blockIds: string[]): Promise<BrandPageDetail> {
      return core.call({
        prefix: "Unable to reorder the blocks",
        method: "PUT",
        path: path`/account/business/pages/${name}/blocks/order`,
        query: { business: brandId },
        json: { blocks: blockIds },
        auth: "required",
        schema: brandPageDetailSchema,
      });
    },
  };
}
