import { z } from "zod";
import { id, jsonObject, maybe, timestamp, type JsonObject } from "../wire";

/* Notifications (spec platform-core §3). */

// ── Notification ────────────────────────────────────────────────────────────

export interface Notification {
  id: string;
  sender: string | null;
  title: string | null;
  message: string | null;
  type: string | null;
  link: string | null;
  read: boolean;
  created: string | null;
}

export const notificationSchema: z.ZodType<Notification> = z
  .object({
    id,
    sender: maybe(z.string()),
    title: maybe(z.string()),
    message: maybe(z.string()),
    type: maybe(z.string()),
    link: maybe(z.string()),
    read: z.boolean().default(false),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    sender: w.sender,
    title: w.title,
    message: w.message,
    type: w.type,
    link: w.link,
    read: w.read,
    created: w.time_created,
  }));

