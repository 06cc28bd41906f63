/**
 * What the builder's small forms do (areas/brands/pages/builder.tsx): retitle the page, move a
 * block one place (computed from the page's order as the platform has it now), save an order
 * from dragging, remove (archive) a block. Each ends with a notice and the builder again.
 */
import { fieldRefusal } from "~/.server/forms/field-refusal";
import { FormRefusal } from "~/.server/forms/submission";
import type { PlatformCore } from "~/.server/platform";
import { PAGE_MESSAGES, PAGE_NOTICES, PAGE_PATHS } from "./pages-text";
import { brandPageCalls } from "../brand-page-calls.server";
import type { BrandPageDetail } from "~/areas/brands/brand-calls.server";

export type BuilderValue = { intent: "title" | "move" | "order" | "remove"; title: string; blockId: string; direction: string; order: string };

/** The order after moving `blockId` one place up or down (unchanged at an end). */
export function movedOrder(ids: string[], blockId: string, direction: string): string[] {
  const from = ids.indexOf(blockId);
  const to = from + (direction === "up" ? -1 : 1);
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export async function runBuilderForm(platform: PlatformCore, brandId: string, page: BrandPageDetail, value: BuilderValue) {
  const to = PAGE_PATHS.builder(brandId, page.name);
  const ids = page.blocks.map((block) => block.id);
  const movedTo = (order: string[]) => PAGE_NOTICES.moved(order.indexOf(value.blockId) + 1, order.length);
  switch (value.intent) {
    case "title":
      if (value.title === "") throw new FormRefusal(PAGE_MESSAGES.titleRequired, 400, { title: [PAGE_MESSAGES.titleRequired] });
      try {
        await brandPageCalls(platform).edit(brandId, page.name, { title: value.title });
      } catch (error) {
        throw fieldRefusal(error, { title: "title" }) ?? error;
      }
      return { notice: PAGE_NOTICES.retitled, to };
    case "move": {
      const order = movedOrder(ids, value.blockId, value.direction);
      if (order !== ids) await brandPageCalls(platform).reorder(brandId, page.name, order);
      return { notice: movedTo(order), to };
    }
    case "order": {
      const order = value.order.split(",").filter(Boolean);
      await brandPageCalls(platform).reorder(brandId, page.name, order);
      return { notice: order.includes(value.blockId) ? movedTo(order) : PAGE_NOTICES.reordered, to };
    }
    case "remove":
      await brandPageCalls(platform).archiveBlock(brandId, page.name, value.blockId);
      return { notice: PAGE_NOTICES.removed, to };
  }
}
