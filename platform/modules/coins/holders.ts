/**
 * What the owner of a brand sees of its coin (platform-core §3, DESIGN.md "Money"): the members holding it, with their
 * balances (GET /account/business/{id}/coin/holders), and every contract of the coin with the
 * quantity held under it in all (GET /account/business/{id}/coin/contracts).
 */
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { cardsOf } from "../accounts";
import { creditBalances, creditContractHoldings, creditContracts } from "./schema";

/**
 * One page of the coin's holders (balance above 0), largest balance first: names, as in the coin
 * history's counterparty, never contact details (a public profile shows none either:
 * platform/README.md "People and follows").
 */
export async function holdersOf(db: Database, coinId: string, paging: { page: number; perPage: number }) {
  const holding = and(eq(creditBalances.creditId, coinId), gt(creditBalances.balance, 0));
  const rows = await db
    .select({ id: creditBalances.userId, balance: creditBalances.balance })
    .from(creditBalances)
    .where(holding)
    .orderBy(desc(creditBalances.balance), asc(creditBalances.userId))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(creditBalances).where(holding);
  // A balance's account exists while it does (its key cascades): every holder has a card.
  const cards = await cardsOf(db, rows.map((row) => row.id));
  const named = rows.flatMap(({ id, balance }) => {
    const card = cards.get(id);
    return card ? [{ id, firstName: card.firstName, lastName: card.lastName, balance }] : [];
  });
  return { rows: named, total: count?.total ?? 0 };
}

export type HolderRow = Awaited<ReturnType<typeof holdersOf>>["rows"][number];

/** Every contract of the coin, by name, with the quantity all members hold under it. */
export async function contractsOfCoin(db: Database, coinId: string) {
  return db
    .select({ contract: creditContracts, quantity: sql<number>`coalesce(sum(${creditContractHoldings.quantity}), 0)::int` })
    .from(creditContracts)
    .leftJoin(creditContractHoldings, eq(creditContractHoldings.contractId, creditContracts.id))
    .where(eq(creditContracts.creditId, coinId))
    .groupBy(creditContracts.id)
    .orderBy(asc(creditContracts.name), asc(creditContracts.id));
}
