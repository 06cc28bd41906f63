/**
 * Coins as credits (spec/platform-core.md §3 "Credit or coin", "Credit contract"): creating a coin
 * and a contract of it. Which brand issued a coin, and who may, is the businesses module's
 * (modules/businesses/coin.ts), which calls these inside its own transaction.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import type { Transaction } from "./ledger";
import { creditBalances, creditContracts, credits, type Credit, type CreditContract } from "./schema";

export type CoinInput = { name: string; description: string | null; logo: string | null; rewardsValue: number | null };

export type ContractInput = {
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  dividendRate: number | null;
  additionalData: Record<string, unknown> | null;
};

/** A new coin (`is_coin`) with its issuer's name; null when a credit or coin has the name already. */
export async function createCoin(tx: Transaction, input: CoinInput, issuer: string): Promise<Credit | null> {
  const [coin] = await tx
    .insert(credits)
    .values({ ...input, issuer, isCoin: true })
    .onConflictDoNothing({ target: credits.name })
    .returning();
  return coin ?? null;
}

export async function creditById(db: Pick<Database, "select">, id: string): Promise<Credit | null> {
  const [credit] = await db.select().from(credits).where(eq(credits.id, id));
  return credit ?? null;
}

/** A contract of the coin; null when the coin has one of that name. */
export async function createContract(db: Database, coinId: string, input: ContractInput): Promise<CreditContract | null> {
  const [contract] = await db
    .insert(creditContracts)
    .values({ ...input, creditId: coinId })
    .onConflictDoNothing({ target: [creditContracts.creditId, creditContracts.name] })
    .returning();
  return contract ?? null;
}

/** The names of the credits of `ids` that exist, by id. */
export async function creditNamesOf(db: Pick<Database, "select">, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: credits.id, name: credits.name }).from(credits).where(inArray(credits.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A credit with what the user holds of it (null: no balance row), or null when there is no such credit. */
export async function creditWithBalance(
  db: Pick<Database, "select">,
  creditId: string,
  userId: string,
): Promise<{ id: string; name: string; rewardsValue: number | null; balance: number | null } | null> {
  const [row] = await db
    .select({ id: credits.id, name: credits.name, rewardsValue: credits.rewardsValue, balance: creditBalances.balance })
    .from(credits)
    .leftJoin(creditBalances, and(eq(creditBalances.creditId, credits.id), eq(creditBalances.userId, userId)))
    .where(eq(credits.id, creditId));
  return row ?? null;
}
