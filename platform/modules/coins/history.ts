/** What the caller holds and how it moved: GET /account/contracts and GET /account/coins/history. */
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared";
import { cardsOf } from "../accounts";
import { creditContractHoldings, creditContracts, creditMovements, credits } from "./schema";

/** The contracts the caller holds a quantity under, by coin name then contract name. */
export async function contractsOf(db: Database, userId: string) {
  return contractsHeld(db).execute({ userId });
}

/** Every signed-in page reads them (GET /account/me): built once per database. */
const contractsHeld = preparedPerDatabase((db) =>
  db
    .select({ contract: creditContracts, credit: credits, quantity: creditContractHoldings.quantity })
    .from(creditContractHoldings)
    .innerJoin(creditContracts, eq(creditContracts.id, creditContractHoldings.contractId))
    .innerJoin(credits, eq(credits.id, creditContracts.creditId))
    .where(and(eq(creditContractHoldings.userId, sql.placeholder("userId")), gt(creditContractHoldings.quantity, 0)))
    .orderBy(asc(credits.name), asc(creditContracts.name), asc(creditContracts.id))
    .prepare("contracts_held"),
);

export type ContractHeld = Awaited<ReturnType<typeof contractsOf>>[number];

/** One page of the caller's movements, newest first, and how many there are in all. */
export async function historyOf(db: Database, userId: string, paging: { page: number; perPage: number }) {
  const rows = await db
    .select({
      movement: creditMovements,
      credit: credits,
      contractName: creditContracts.name,
    })
    .from(creditMovements)
    .innerJoin(credits, eq(credits.id, creditMovements.creditId))
    .leftJoin(creditContracts, eq(creditContracts.id, creditMovements.contractId))
    .where(eq(creditMovements.userId, userId))
    .orderBy(desc(creditMovements.seq))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId));
  // The counterparty's name from accounts (its key sets null when the account goes, as the join did).
  const cards = await cardsOf(db, rows.flatMap((row) => row.movement.counterpartyId ?? []));
  const named = rows.map((row) => {
    const card = row.movement.counterpartyId ? cards.get(row.movement.counterpartyId) : undefined;
    return { ...row, counterparty: card ? { id: card.id, firstName: card.firstName, lastName: card.lastName } : null };
  });
  return { rows: named, total: count?.total ?? 0 };
}

export type MovementRow = Awaited<ReturnType<typeof historyOf>>["rows"][number];
