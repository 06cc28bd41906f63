/**
 * Brand coins (issue 13): which brand issued a coin, the ledger of every movement of a credit or
 * coin, and credit contracts with what each user holds under them. `credit_balances` stays the
 * materialized balance; every change to it writes a `credit_movements` row in the same transaction.
 */
import { sql } from "drizzle-orm";
import { bigserial, date, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MAX_COIN_UNITS } from "#contract/money";
import { users } from "./accounts";
import { businesses } from "./businesses";
import { checked, references, timeCreated } from "./columns";
import { credits } from "./credits";

/** The coin a brand issued: one per brand (the primary key), one brand per coin (the unique index). */
export const brandCoins = pgTable(
  "brand_coins",
  {
    businessId: uuid("business_id").primaryKey(),
    creditId: uuid("credit_id").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("brand_coins", t.businessId, businesses.id).onDelete("cascade"),
    references("brand_coins", t.creditId, credits.id).onDelete("cascade"),
    uniqueIndex("brand_coins_credit_id_idx").on(t.creditId),
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

export const MOVEMENT_KINDS = ["mint", "transfer_out", "transfer_in", "checkout"] as const;
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

export type CreditContract = typeof creditContracts.$inferSelect;
export type CreditMovement = typeof creditMovements.$inferSelect;
