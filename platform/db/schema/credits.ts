/** Credits and coins (spec/platform-core.md §3 "Credit or coin") and what each user holds of them. */
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MAX_COIN_UNITS, MAX_REWARDS_VALUE_CENTS } from "#contract/money";
import { users } from "./accounts";
import { checked, references } from "./columns";

/**
 * A platform credit is one no brand issued (no `brand_coins` row: "Site Credits", the membership
 * "Coins"); a brand's coin is linked to its brand in `brand_coins` (coins.ts). A checkout takes
 * only platform credits and the selling brand's own coin (docs/security.md "Money rules").
 */
export const credits = pgTable(
  "credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique("credits_name_key"),
    description: text("description"),
    issuer: text("issuer"),
    /** Cents a unit takes off a price; capped (contract/money.ts) so no product of it overflows. */
    rewardsValue: integer("rewards_value"),
    isCoin: boolean("is_coin").notNull().default(false),
    logo: text("logo"),
  },
  (t) => [checked("credits", t.rewardsValue, sql`${t.rewardsValue} BETWEEN 0 AND ${sql.raw(String(MAX_REWARDS_VALUE_CENTS))}`)],
);

/** What a user holds of each credit or coin (one row per user and credit: a unique index). */
export const creditBalances = pgTable(
  "credit_balances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    creditId: uuid("credit_id").notNull(),
    balance: integer("balance").notNull().default(0),
  },
  (t) => [
    // The last line of defence of the ledger (platform/modules/coins/ledger.ts): no balance below 0 or past the cap.
    checked("credit_balances", t.balance, sql`${t.balance} BETWEEN 0 AND ${sql.raw(String(MAX_COIN_UNITS))}`),
    references("credit_balances", t.userId, users.id).onDelete("cascade"),
    references("credit_balances", t.creditId, credits.id).onDelete("cascade"),
    uniqueIndex("credit_balances_user_credit_idx").on(t.userId, t.creditId),
  ],
);

export type Credit = typeof credits.$inferSelect;
