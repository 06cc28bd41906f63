/** Follows (spec/platform-core.md §3), and which follow was already told to its followee. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { instant, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";

/** `follower_id` follows `followee_id`; one row per pair, never oneself. */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id").notNull(),
    followeeId: uuid("followee_id").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    primaryKey({ name: "follows_pkey", columns: [t.followerId, t.followeeId] }),
    references("follows", t.followerId, users.id).onDelete("cascade"),
    references("follows", t.followeeId, users.id).onDelete("cascade"),
    index("follows_followee_id_idx").on(t.followeeId),
    check("follows_not_self_check", sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * When a follower was last announced to the person they follow. Kept after an unfollow, so that
 * following again within a day tells nobody again: one "follower" notification a day per pair.
 */
export const followNotices = pgTable(
  "follow_notices",
  {
    followerId: uuid("follower_id").notNull(),
    followeeId: uuid("followee_id").notNull(),
    timeNotified: instant("time_notified").notNull(),
  },
  (t) => [
    primaryKey({ name: "follow_notices_pkey", columns: [t.followerId, t.followeeId] }),
    references("follow_notices", t.followerId, users.id).onDelete("cascade"),
    references("follow_notices", t.followeeId, users.id).onDelete("cascade"),
  ],
);
