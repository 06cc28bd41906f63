/**
 * Credits and coins (spec/platform-core.md §3 "Credit or coin"), what each user holds of them, the
 * ledger of every movement of a credit or coin, and credit contracts with what each user holds under
 * them. `credit_balances` stays the materialized balance; every change to it writes a
 * `credit_movements` row in the same transaction.
 */
import { sql } from "drizzle-orm";
import { bigserial, boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MAX_COIN_UNITS, MAX_REWARDS_VALUE_CENTS } from "#contract/money";
import { checked, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";

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

/** Credit contracts (spec §3 "Credit contract"): created by the coin's brand owner. */
export const creditContracts = pgTable(
  "credit_contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    creditId: uuid("credit_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    dividendRate: doublePrecision("dividend_rate"),
    additionalData: jsonb("additional_data").$type<Record<string, unknown>>(),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("credit_contracts", t.creditId, credits.id).onDelete("cascade"),
    uniqueIndex("credit_contracts_credit_name_idx").on(t.creditId, t.name),
  ],
);

/** How much of a coin a user holds under a contract (recorded by transfers naming the contract). */
export const creditContractHoldings = pgTable(
  "credit_contract_holdings",
  {
    contractId: uuid("contract_id").notNull(),
    userId: uuid("user_id").notNull(),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    references("credit_contract_holdings", t.contractId, creditContracts.id).onDelete("cascade"),
    references("credit_contract_holdings", t.userId, users.id).onDelete("cascade"),
    uniqueIndex("credit_contract_holdings_contract_user_idx").on(t.contractId, t.userId),
    index("credit_contract_holdings_user_idx").on(t.userId),
    checked("credit_contract_holdings", t.quantity, sql`${t.quantity} BETWEEN 0 AND ${sql.raw(String(MAX_COIN_UNITS))}`),
  ],
);

/** "checkout": credits a booking's hold took; "checkout_release": given back when the hold was released unpaid; "refund": given back when the booking was cancelled. */
export const MOVEMENT_KINDS = ["mint", "transfer_out", "transfer_in", "checkout", "checkout_release", "refund"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The ledger: one row per change of one user's balance of one credit (signed amount, balance after). */
export const creditMovements = pgTable(
  "credit_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order movements happened in (two in one transaction share a time_created). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id").notNull(),
    creditId: uuid("credit_id").notNull(),
    kind: text("kind").$type<MovementKind>().notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** The other side of a transfer. */
    counterpartyId: uuid("counterparty_id"),
    contractId: uuid("contract_id"),
    /** The checkout whose payment spent the credits. */
    checkoutId: uuid("checkout_id"),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("credit_movements", t.userId, users.id).onDelete("cascade"),
    references("credit_movements", t.creditId, credits.id).onDelete("cascade"),
    references("credit_movements", t.counterpartyId, users.id).onDelete("set null"),
    references("credit_movements", t.contractId, creditContracts.id).onDelete("set null"),
    index("credit_movements_user_seq_idx").on(t.userId, t.seq),
    checked("credit_movements", t.amount, sql`${t.amount} <> 0 AND abs(${t.amount}) <= ${sql.raw(String(MAX_COIN_UNITS))}`),
    checked("credit_movements", t.balanceAfter, sql`${t.balanceAfter} BETWEEN 0 AND ${sql.raw(String(MAX_COIN_UNITS))}`),
  ],
);

export type Credit = typeof credits.$inferSelect;
export type CreditContract = typeof creditContracts.$inferSelect;
export type CreditMovement = typeof creditMovements.$inferSelect;
