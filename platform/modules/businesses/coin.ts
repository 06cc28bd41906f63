/**
 * What a brand owner does with the brand's coin (platform-core §3, DESIGN.md "Money"): issue it (one per brand), mint a
 * supply to themselves, and create credit contracts of it. Every call names the brand; a brand the
 * caller does not own answers 404, as an unknown one does, so owners' brands are not revealed.
 */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { MONEY_MESSAGES } from "#contract/money";
import type { Database } from "../../db/connect";
import { ERROR_CODES } from "#contract/error-codes";
import { conflict, limitExceeded, notFound, PlatformError } from "../../errors";
import {
  balanceOf,
  createCoin,
  createContract as createCoinContract,
  credit,
  creditById,
  guardedDeposit,
  type CoinInput,
  type ContractInput,
  type Credit,
  type CreditContract,
  type Deposit,
} from "../coins";
import { brandCoins, businesses } from "./schema";

export type { CoinInput, ContractInput };

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
  const [row] = await db.select({ creditId: brandCoins.creditId }).from(brandCoins).where(eq(brandCoins.businessId, brand.id));
  // The link's key cascades from the credit: a linked coin exists.
  const coin = row ? await creditById(db, row.creditId) : null;
  if (!coin) throw new PlatformError(404, ERROR_CODES.noCoinYet, COIN_MESSAGES.noCoin);
  return coin;
}

/** Issues the brand's coin (`is_coin`, issuer the brand's name); 409 when it has one or the name is taken. */
export async function issueCoin(db: Database, userId: string, brandId: string, input: CoinInput): Promise<Credit> {
  const brand = await ownedBrand(db, userId, brandId);
  return db.transaction(async (tx) => {
    const coin = await createCoin(tx, input, brand.name);
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

/** A contract of the brand's coin; 409 when the coin has one of that name. */
export async function createContract(db: Database, userId: string, brandId: string, input: ContractInput): Promise<{ contract: CreditContract; coin: Credit }> {
  const coin = await ownedCoin(db, userId, brandId);
  const contract = await createCoinContract(db, coin.id, input);
  if (!contract) throw conflict(COIN_MESSAGES.contractTaken(input.name));
  return { contract, coin };
}

/** Which brand issued each of the coins `creditIds` (platform credits have none). */
export async function brandsOfCoins(db: Pick<Database, "select">, creditIds: readonly string[]): Promise<Map<string, string>> {
  if (creditIds.length === 0) return new Map();
  const rows = await db.select().from(brandCoins).where(inArray(brandCoins.creditId, [...new Set(creditIds)]));
  return new Map(rows.map((row) => [row.creditId, row.businessId]));
}

/**
 * The brand that issued the credit of `creditId`, null for a platform credit: a subquery another
 * module's statement embeds (a credit is issued by at most one brand: its index is unique).
 */
export function coinBrandOf(creditId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select bc.business_id from ${brandCoins} bc where bc.credit_id = ${creditId})`;
}

/** The coin the brand issued, or null. */
export async function coinOfBrand(db: Pick<Database, "select">, businessId: string): Promise<string | null> {
  const [row] = await db.select({ creditId: brandCoins.creditId }).from(brandCoins).where(eq(brandCoins.businessId, businessId));
  return row?.creditId ?? null;
}
