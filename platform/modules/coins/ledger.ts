/**
 * The ledger of credits and coins: `credit_balances` is the materialized balance and every change
 * to it writes a `credit_movements` row in the same transaction. A debit is ONE conditional UPDATE
 * (`balance = balance - n WHERE balance >= n`): the row is locked by the update and the WHERE is
 * evaluated on its latest version, so concurrent debits queue on it and none can take the balance
 * below 0. A credit is its mirror, ONE conditional upsert (`balance = balance + n WHERE balance + n
 * <= cap`): concurrent credits queue the same way and none takes a balance past MAX_COIN_UNITS
 * (contract/money.ts). The CHECKs on credit_balances are the last line of defence.
 */
import { and, eq, sql } from "drizzle-orm";
import { MAX_COIN_UNITS } from "#contract/money";
import { creditBalances, creditMovements, type MovementKind } from "./schema";
import type { Database } from "../../db/connect";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type Posting = {
  userId: string;
  creditId: string;
  /** How much, a positive whole number. */
  amount: number;
  kind: MovementKind;
  counterpartyId?: string | null;
  contractId?: string | null;
  checkoutId?: string | null;
};

/** Takes `amount` off the balance; the balance after, or null when it holds less (nothing written). */
export type Debit = (tx: Transaction, userId: string, creditId: string, amount: number) => Promise<number | null>;

export const guardedDebit: Debit = async (tx, userId, creditId, amount) => {
  const [row] = await tx
    .update(creditBalances)
    .set({ balance: sql`${creditBalances.balance} - ${amount}` })
    .where(and(eq(creditBalances.userId, userId), eq(creditBalances.creditId, creditId), sql`${creditBalances.balance} >= ${amount}`))
    .returning({ balance: creditBalances.balance });
  return row ? row.balance : null;
};

async function record(tx: Transaction, posting: Posting, signed: number, balanceAfter: number): Promise<void> {
  await tx.insert(creditMovements).values({
    userId: posting.userId,
    creditId: posting.creditId,
    kind: posting.kind,
    amount: signed,
    balanceAfter,
    counterpartyId: posting.counterpartyId ?? null,
    contractId: posting.contractId ?? null,
    checkoutId: posting.checkoutId ?? null,
  });
}

/** Debits and records; the balance after, or null (nothing written) when it held less than the amount. */
export async function debit(tx: Transaction, posting: Posting, take: Debit = guardedDebit): Promise<number | null> {
  const after = await take(tx, posting.userId, posting.creditId, posting.amount);
  if (after === null) return null;
  await record(tx, posting, -posting.amount, after);
  return after;
}

/** Adds `amount` to the balance (opening it on first use); the balance after, or null when that would pass the cap (nothing written). */
export type Deposit = (tx: Transaction, userId: string, creditId: string, amount: number) => Promise<number | null>;

export const guardedDeposit: Deposit = async (tx, userId, creditId, amount) => {
  if (amount > MAX_COIN_UNITS) return null;
  const [row] = await tx
    .insert(creditBalances)
    .values({ userId, creditId, balance: amount })
    .onConflictDoUpdate({
      target: [creditBalances.userId, creditBalances.creditId],
      set: { balance: sql`${creditBalances.balance} + ${amount}` },
      // Both terms are at most the cap, so the sum (at most 2 * 10^9) still fits an integer.
      setWhere: sql`${creditBalances.balance} + ${amount} <= ${MAX_COIN_UNITS}`,
    })
    .returning({ balance: creditBalances.balance });
  return row ? row.balance : null;
};

/** Credits and records; the balance after, or null (nothing written) when it would pass the cap. */
export async function credit(tx: Transaction, posting: Posting, give: Deposit = guardedDeposit): Promise<number | null> {
  const after = await give(tx, posting.userId, posting.creditId, posting.amount);
  if (after === null) return null;
  await record(tx, posting, posting.amount, after);
  return after;
}

/** What `userId` holds of a credit (0 when no balance was opened). */
export async function balanceOf(db: Database | Transaction, userId: string, creditId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.userId, userId), eq(creditBalances.creditId, creditId)));
  return row?.balance ?? 0;
}
