/**
 * What each account holds of every credit and coin (spec/platform-core.md §3 "Credit or coin"): the
 * standard balances an account opens once its address is proven, and the balances the own profile
 * shows (composed in platform/reads/own-profile.ts).
 */
import { asc, eq, inArray, type AnyColumn, type SQL } from "drizzle-orm";
import { subscribe, type EventExecutor } from "../../events";
import { creditBalances, credits, type Credit } from "./schema";

type Reader = Pick<EventExecutor, "select">;

/** The credits and coins every account holds a balance of, created on first use. */
const STANDARD_CREDITS = [
  { name: "Site Credits", description: "Credits to spend on experiences across the platform.", isCoin: false },
  { name: "Coins", description: "Rewards coins earned with your membership.", isCoin: true },
];

export async function openStandardBalances(db: EventExecutor, userId: string): Promise<void> {
  await db.insert(credits).values(STANDARD_CREDITS).onConflictDoNothing();
  const rows = await db
    .select({ id: credits.id })
    .from(credits)
    .where(inArray(credits.name, STANDARD_CREDITS.map((c) => c.name)));
  if (rows.length > 0) {
    await db
      .insert(creditBalances)
      .values(rows.map((row) => ({ userId, creditId: row.id, balance: 0 })))
      .onConflictDoNothing();
  }
}

/**
 * Every balance the account holds, by the credit's name, with the brand that issued each: `issuer`
 * is that brand's id for a credit id (businesses' coinBrandOf, a module above this one), read in
 * the same statement.
 */
export async function balancesOf(
  db: Reader,
  userId: string,
  issuer: (creditId: AnyColumn) => SQL<string | null>,
): Promise<Array<{ credit: Credit; balance: number; brandId: string | null }>> {
  return db
    .select({ credit: credits, balance: creditBalances.balance, brandId: issuer(credits.id) })
    .from(creditBalances)
    .innerJoin(credits, eq(credits.id, creditBalances.creditId))
    .where(eq(creditBalances.userId, userId))
    .orderBy(asc(credits.name));
}

/** Coins' handlers of the platform's events (called by platform/app.ts). */
export function subscribeCoins(): void {
  subscribe("accountVerified", "coins", (tx, { userId }) => openStandardBalances(tx, userId));
}
