import { z } from "zod";

/* One notification read, unread or deleted, or all read; then back to the list as it was (filter, page). */
export const markSchema = z
  .object({
    op: z.enum(["read", "unread", "delete", "read-all"]),
    id: z.uuid().optional(),
    unread: z.literal("true").optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((value) => value.op === "read-all" || value.id !== undefined, { message: "Which notification?", path: ["id"] });
