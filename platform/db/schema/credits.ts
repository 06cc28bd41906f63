/** Credits and coins (spec/platform-core.md §3 "Credit or coin") and what each user holds of them. */
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checked, references } from "./columns";

export const credits = pgTable("credits", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique("credits_name_key"),
  description: text("description"),
  issuer: text("issuer"),
  rewardsValue: integer("rewards_value"),
  isCoin: boolean("is_coin").notNull().default(false),
  logo: text("logo"),
});

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
    // The last line of defence of the ledger (platform/modules/coins/ledger.ts): no balance below 0.
    checked("credit_balances", t.balance, sql`${t.balance} >= 0`),
    references("credit_balances", t.userId, users.id).onDelete("cascade"),
    references("credit_balances", t.creditId, credits.id).onDelete("cascade"),
    uniqueIndex("credit_balances_user_credit_idx").on(t.userId, t.creditId),
  ],
);

export type Credit = typeof credits.$inferSelect;
