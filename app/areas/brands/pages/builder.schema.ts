import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { PAGE_LIMITS } from "./pages-text";

/*
 * The builder's small forms, told apart by `intent`: the page's title; a block moved up or down
 * (`blockId`, `direction`), a new order from dragging (`order`: every block id, comma-separated;
 * the platform checks it names each block once), a block removed (`blockId`).
 */
export const builderSchema = z.object({
  intent: z.enum(["title", "move", "order", "remove"], { error: "Unknown action." }),
  title: text("Title", PAGE_LIMITS.title),
  blockId: text("Block", 100),
  direction: text("Direction", 4),
  order: text("Order", 40 * 500),
});

export type BuilderFields = z.input<typeof builderSchema>;
