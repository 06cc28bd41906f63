import * as pages from "#contract/api/brand-pages";
import { BLOCK_TYPES, CONTENT_TYPES } from "#contract/api/brand-pages";
import type { CallInput, Endpoint } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { toBlock, toBrandPage, toBrandPageDetail, type Block, type BrandPage, type BrandPageDetail } from "./brand-calls.server";
import type { JsonObject } from "~/.server/platform/wire";

/*
 * A brand owner's pages and their blocks (platform/README.md "Brand pages": /account/business/pages).
 * Every call names the brand (`?business=`): an owner of several brands must, and one brand's
 * screens never act on another's by accident. Another member's brand is the platform's 404.
 */

/** The block types the platform takes (contract/api/brand-pages.ts). */
export { BLOCK_TYPES };
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A block's fields as the site names them; `null` clears a field on edit. */
export interface BlockFields {
  title?: string | null;
  prefix?: string | null;
  content?: string | null;
  /** `text/plain` (the platform's default) or `text/markdown`. */
  contentType?: (typeof CONTENT_TYPES)[number] | null;
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
  const call = <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string) => core.call(endpointCall(endpoint, input, { prefix }));
  const query = (brandId: string) => ({ business: brandId });
  return {
    /** GET /account/business/pages: the brand's pages by name; archived ones too with `all`. */
    async list(brandId: string, options: { all?: boolean } = {}): Promise<BrandPage[]> {
      const list = await call(pages.listOwnPages, { query: { business: brandId, all: options.all ? "true" : undefined } }, "Unable to get your brand's pages");
      return list.map(toBrandPage);
    },

    /** POST /account/business/pages: a new page without blocks (409: the name is taken, archived pages included). */
    async create(brandId: string, page: { name: string; title: string }): Promise<BrandPageDetail> {
      return toBrandPageDetail(await call(pages.createPage, { query: query(brandId), body: page }, "Unable to create the page"));
    },

    /** GET /account/business/pages/{name}: the page with its blocks in order, archived or not. */
    async get(brandId: string, name: string): Promise<BrandPageDetail> {
      return toBrandPageDetail(await call(pages.getOwnPage, { params: { name }, query: query(brandId) }, "Unable to get the page"));
    },

    /** PUT /account/business/pages/{name}: title, styles, metadata, or restoring it. */
    async edit(brandId: string, name: string, changes: PageChanges): Promise<BrandPageDetail> {
      const body = Object.fromEntries(
        Object.entries({ title: changes.title, page_styles: changes.styles, page_meta: changes.metadata, archived: changes.archived }).filter(([, v]) => v !== undefined),
      );
      return toBrandPageDetail(await call(pages.changePage, { params: { name }, query: query(brandId), body }, "Unable to change the page"));
    },

    /** DELETE /account/business/pages/{name}: archives the page (no longer public). */
    async archive(brandId: string, name: string): Promise<BrandPageDetail> {
      return toBrandPageDetail(await call(pages.archivePage, { params: { name }, query: query(brandId) }, "Unable to archive the page"));
    },

    /** POST /account/business/pages/{name}/blocks: a block of `type`, placed last. */
    async addBlock(brandId: string, name: string, type: BlockType, fields: BlockFields): Promise<Block> {
      return toBlock(await call(pages.addBlock, { params: { name }, query: query(brandId), body: { block_type: type, ...blockWire(fields) } }, "Unable to add the block"));
    },

    /** PUT /account/business/pages/{name}/blocks/{id}: the fields given (null clears). */
    async editBlock(brandId: string, name: string, blockId: string, fields: BlockFields): Promise<Block> {
      return toBlock(await call(pages.changeBlock, { params: { name, id: blockId }, query: query(brandId), body: blockWire(fields) }, "Unable to change the block"));
    },

    /** DELETE /account/business/pages/{name}/blocks/{id}: archives the block (off the page). */
    async archiveBlock(brandId: string, name: string, blockId: string): Promise<void> {
      await call(pages.archiveBlock, { params: { name, id: blockId }, query: query(brandId) }, "Unable to remove the block");
    },

    /** POST /account/business/pages/{name}/images (multipart `image`): stored re-encoded; the URL a block then holds. */
    async uploadImage(brandId: string, name: string, image: File): Promise<string> {
      const answer = await call(pages.uploadPageImage, { params: { name }, query: query(brandId), body: { image } }, "Unable to upload the image");
      return answer.url;
    },

    /** PUT /account/business/pages/{name}/blocks/order: every block id once, in the new order; the page after. */
    async reorder(brandId: string, name: string, blockIds: string[]): Promise<BrandPageDetail> {
      return toBrandPageDetail(await call(pages.reorderBlocks, { params: { name }, query: query(brandId), body: { blocks: blockIds } }, "Unable to reorder the blocks"));
    },
  };
}
