/** Brand pages on the wire (contract/api/brand-pages.ts `BrandPage`, `BrandPageBlock`, `BrandPageDetail`). */
import type { addBlock, getOwnPage, listOwnPages } from "#contract/api/brand-pages";
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { BrandPage, BrandPageBlock } from "./schema";

export function toPageWire(page: BrandPage): HandlerAnswer<typeof listOwnPages>[number] {
  return {
    name: page.name,
    title: page.title,
    business: { id: page.businessId },
    archived: page.archived,
    time_created: page.timeCreated.toISOString(),
    time_updated: page.timeUpdated.toISOString(),
  };
}

export function toBlockWire(block: BrandPageBlock): HandlerAnswer<typeof addBlock> {
  return {
    id: block.id,
    block_type: block.blockType,
    sort_index: block.sortIndex,
    title: block.title,
    prefix: block.prefix,
    content: block.content,
    content_type: block.contentType,
    image_url: block.imageUrl,
    action_text: block.actionText,
    action_link: block.actionLink,
    styles: block.styles,
    block_meta: block.meta,
    time_created: block.timeCreated.toISOString(),
    time_updated: block.timeUpdated.toISOString(),
  };
}

/** One page with its styles, metadata and blocks (already without archived ones, in order). */
export function toPageDetailWire(page: BrandPage, blocks: BrandPageBlock[]): HandlerAnswer<typeof getOwnPage> {
  return { ...toPageWire(page), page_styles: page.styles, page_meta: page.meta, blocks: blocks.map(toBlockWire) };
}
