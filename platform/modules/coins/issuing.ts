/**
 * What a brand owner does with the brand's coin (issue 13): issue it (one per brand), mint a
 * supply to themselves, and create credit contracts of it. Every call names the brand; a brand the
 * caller does not own answers 404, as an unknown one does, so owners' brands are not revealed.
 */
import { and, eq } from "drizzle-orm";
import { MONEY_MESSAGES } from "#contract/money";
import type { Database } from "../../db/connect";
import { brandCoins, businesses } from "../businesses/schema";
import { creditContracts, credits, type Credit, type CreditContract } from "./schema";
import { conflict, limitExceeded, notFound } from "../../errors";
import { balanceOf, credit, guardedDeposit, type Deposit } from "./ledger";

export const COIN_MESSAGES = {
  noBrand: "No such brand.",
  noCoin: "This brand has not issued a coin yet.",
  alreadyIssued: "This brand has already issued its coin.",
  nameTaken: (name: string) => `A credit or coin named "${name}" exists already: choose another name.`,
  contractTaken: (name: string) => `This coin already has a contract named "${name}".`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand, when `userId` owns it; 404 otherwise. */
export async function ownedBrand(db: Database, userId: string, brandId: string) {
  if (!UUID.test(brandId)) throw notFound(COIN_MESSAGES.noBrand);
  const [brand] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.id, brandId), eq(businesses.ownerUserId, userId)));
  if (!brand) throw notFound(COIN_MESSAGES.noBrand);
  return brand;
}

/** The coin of a brand the caller owns; 404 when the brand is not theirs or has no coin. */
export async function ownedCoin(db: Database, userId: string, brandId: string): Promise<Credit> {
  const brand = await ownedBrand(db, userId, brandId);
  const [row] = await db
    .select({ coin: credits })
    .from(brandCoins)
    .innerJoin(credits, eq(credits.id, brandCoins.creditId))
    .where(eq(brandCoins.businessId, brand.id));
  if (!row) throw notFound(COIN_MESSAGES.noCoin);
  return row.coin;
}

export type CoinInput = { name: string; description: string | null; logo: string | null; rewardsValue: number | null };

/** Issues the brand's coin (`is_coin`, issuer the brand's name); 409 when it has one or the name is taken. */
export async function issueCoin(db: Database, userId: string, brandId: string, input: CoinInput): Promise<Credit> {
  const brand = await ownedBrand(db, userId, brandId);
  return db.transaction(async (tx) => {
    const [coin] = await tx
      .insert(credits)
      .values({ ...input, issuer: brand.name, isCoin: true })
      .onConflictDoNothing({ target: credits.name })
      .returning();
    if (!coin) throw conflict(COIN_MESSAGES.nameTaken(input.name));
    // The primary key on business_id decides, so two racing issues cannot both win.
    const [link] = await tx.insert(brandCoins).values({ businessId: brand.id, creditId: coin.id }).onConflictDoNothing().returning();
    if (!link) throw conflict(COIN_MESSAGES.alreadyIssued);
    return coin;
  });
}

/**
 * Mints `amount` of the brand's coin to its owner; answers the owner's balance after. Past the cap
 * of a balance (contract/money.ts) it is 400 `limit_exceeded` and nothing is minted. `give` is
 * replaceable only so a test can show what an unguarded credit does.
 */
export async function mintCoin(
  db: Database,
  userId: string,
  brandId: string,
  amount: number,
  give: Deposit = guardedDeposit,
): Promise<{ coin: Credit; balance: number }> {
  const coin = await ownedCoin(db, userId, brandId);
  const balance = await db.transaction((tx) => credit(tx, { userId, creditId: coin.id, amount, kind: "mint" }, give));
  if (balance === null) throw limitExceeded("amount", MONEY_MESSAGES.mintPastCap(coin.name, await balanceOf(db, userId, coin.id)));
  return { coin, balance };
}

export type ContractInput = {
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  dividendRate: number | null;
  additionalData: Record<string, unknown> | null;
};

/** A contract of the brand's coin; 409 when the coin has one of that name. */
export async function createContract(db: Database, userId: string, brandId: string, input: ContractInput): Promise<{ contract: CreditContract; coin: Credit }> {
  const coin = await ownedCoin(db, userId, brandId);
  const [contract] = await db
    .insert(creditContracts)
    .values({ ...input, creditId: coin.id })
    .onConflictDoNothing({ target: [creditContracts.creditId, creditContracts.name] })
    .returning();
  if (!contract) throw conflict(COIN_MESSAGES.contractTaken(input.name));
  return { contract, coin };
}
