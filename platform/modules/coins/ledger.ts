/**
 * The ledger of credits and coins: `credit_balances` is the materialized balance and every change
 * to it writes a `credit_movements` row in the same transaction. A debit is ONE conditional UPDATE
 * (`balance = balance - n WHERE balance >= n`): the row is locked by the update and the WHERE is
 * evaluated on its latest version, so concurrent debits queue on it and none can take the balance
 * below 0 (the CHECK on credit_balances is the last line of defence).
 */
import { and, eq, sql } from "drizzle-orm";
import { creditBalances, creditMovements, type MovementKind } from "../../db/schema";
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

/** Credits (opening the balance on first use) and records; answers the balance after. */
export async function credit(tx: Transaction, posting: Posting): Promise<number> {
  const [row] = await tx
    .insert(creditBalances)
    .values({ userId: posting.userId, creditId: posting.creditId, balance: posting.amount })
    .onConflictDoUpdate({
      target: [creditBalances.userId, creditBalances.creditId],
      set: { balance: sql`${creditBalances.balance} + ${posting.amount}` },
    })
    .returning({ balance: creditBalances.balance });
  await record(tx, posting, posting.amount, row!.balance);
  return row!.balance;
}
