/** Builders of the coin tests: a brand owner with an issued coin and a minted supply. */
import { and, eq, sql } from "drizzle-orm";
import { creditBalances, creditMovements } from "../../platform/schema";
import type { Platform } from "../../platform/index";
import { brand, person, type Person } from "./marketplace";
import { send } from "./platform-accounts";

export type Minted = { owner: Person; brandId: string; coinId: string };

/** A signed-in owner of a brand whose coin is issued and `supply` minted to the owner. */
export async function mintedCoin(platform: Platform, supply: number, name = "Tide Coin"): Promise<Minted> {
  const owner = await person(platform, "owner");
  const { id: brandId } = await brand(platform, owner.id);
  const issued = await send(platform, "POST", `/account/business/${brandId}/coin`, {
    token: owner.token,
    json: { name, description: "Rewards of the tide", logo: "/logos/tide.png", rewardsValue: 25 },
  });
  if (issued.status !== 201) throw new Error(`issue failed: ${JSON.stringify(issued.body)}`);
  if (supply > 0) {
    const minted = await send(platform, "POST", `/account/business/${brandId}/coin/mint`, { token: owner.token, json: { amount: supply } });
    if (minted.status !== 200) throw new Error(`mint failed: ${JSON.stringify(minted.body)}`);
  }
  return { owner, brandId, coinId: issued.body.id };
}

export function transfer(platform: Platform, from: Person, json: Record<string, unknown>) {
  return send(platform, "POST", "/account/coins/transfer", { token: from.token, json });
}

/** A user's balance of a coin and the sum of the user's ledger rows of it: the two must agree. */
export async function books(platform: Platform, coinId: string, userId: string) {
  const [row] = await platform.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.creditId, coinId), eq(creditBalances.userId, userId)));
  const [sum] = await platform.db
    .select({ total: sql<string>`coalesce(sum(${creditMovements.amount}), 0)::bigint` })
    .from(creditMovements)
    .where(and(eq(creditMovements.creditId, coinId), eq(creditMovements.userId, userId)));
  return { balance: row?.balance ?? 0, ledger: Number(sum!.total) };
}
