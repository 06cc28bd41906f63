/**
 * POST /account/coins/transfer: a member gives coins to another. The sender's own conditions come
 * first (the coin, the contract, the balance), and only then is the recipient looked up, so a
 * sender who cannot transfer learns nothing about who is a member; a lookup by email counts
 * against the sender's limit (infra/rate-limit.ts "emailLookup"). One transaction then debits the
 * sender through the ledger's guarded debit, credits the target within the cap of a balance
 * (contract/money.ts) and, when the transfer names a contract of the coin, records the quantity
 * under it for the target, within the same cap. `take` is replaceable only so a test can show what
 * an unguarded debit does.
 */
import { and, eq, sql } from "drizzle-orm";
import { MAX_COIN_UNITS, MONEY_MESSAGES } from "#contract/money";
import type { Database } from "../../db/connect";
import { emit } from "../../events";
import { accountIdByEmailOrId } from "../accounts";
import { creditContractHoldings, creditContracts, credits, type Credit } from "./schema";
import { conflict, invalidRequest, limitExceeded, notFound } from "../../errors";
import { balanceOf, credit, debit, guardedDebit, type Debit } from "./ledger";

export const TRANSFER_MESSAGES = {
  noCoin: "No such coin.",
  noTarget: "No such member to transfer to.",
  noContract: "No such contract of this coin.",
  toSelf: "You cannot transfer coins to yourself.",
  notHeld: (coin: string, amount: number) => `You do not hold ${amount} ${coin}: transfer at most what you hold.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TransferInput = { coin: string; amount: number; target: string; contract: string | null };
export type Transferred = { coin: Credit; amount: number; balance: number; targetId: string; contractId: string | null };

async function coinById(db: Database, id: string): Promise<Credit> {
  if (!UUID.test(id)) throw notFound(TRANSFER_MESSAGES.noCoin);
  const [coin] = await db.select().from(credits).where(and(eq(credits.id, id), eq(credits.isCoin, true)));
  if (!coin) throw notFound(TRANSFER_MESSAGES.noCoin);
  return coin;
}

/** The target: an email address (any case) when it holds an @, else a user id. */
async function targetId(db: Database, target: string): Promise<string> {
  const byEmail = target.includes("@");
  if (!byEmail && !UUID.test(target)) throw notFound(TRANSFER_MESSAGES.noTarget);
  const id = await accountIdByEmailOrId(db, target, byEmail);
  if (!id) throw notFound(TRANSFER_MESSAGES.noTarget);
  return id;
}

async function contractOf(db: Database, coinId: string, contract: string | null): Promise<string | null> {
  if (contract === null) return null;
  if (!UUID.test(contract)) throw notFound(TRANSFER_MESSAGES.noContract);
  const [row] = await db
    .select({ id: creditContracts.id })
    .from(creditContracts)
    .where(and(eq(creditContracts.id, contract), eq(creditContracts.creditId, coinId)));
  if (!row) throw notFound(TRANSFER_MESSAGES.noContract);
  return row.id;
}

export type TransferOptions = {
  /** Called before the recipient is looked up by email (the per-account limit); none in tests of the ledger. */
  beforeEmailLookup?: () => Promise<void>;
  take?: Debit;
};

export async function transferCoins(db: Database, senderId: string, input: TransferInput, options: TransferOptions = {}): Promise<Transferred> {
  const { take = guardedDebit } = options;
  const { amount } = input;
  // The sender's own conditions, before anything about the recipient (docs/security.md "Money rules").
  const coin = await coinById(db, input.coin);
  const contractId = await contractOf(db, coin.id, input.contract);
  if ((await balanceOf(db, senderId, coin.id)) < amount) throw conflict(TRANSFER_MESSAGES.notHeld(coin.name, amount));
  if (input.target.includes("@")) await options.beforeEmailLookup?.();
  const receiverId = await targetId(db, input.target);
  if (receiverId === senderId) throw invalidRequest(TRANSFER_MESSAGES.toSelf);

  const balance = await db.transaction(async (tx) => {
    const out = { userId: senderId, creditId: coin.id, amount, kind: "transfer_out" as const, counterpartyId: receiverId, contractId };
    // Checked again here, atomically: the balance read above may have been spent meanwhile.
    const left = await debit(tx, out, take);
    if (left === null) throw conflict(TRANSFER_MESSAGES.notHeld(coin.name, amount));
    const received = await credit(tx, { userId: receiverId, creditId: coin.id, amount, kind: "transfer_in", counterpartyId: senderId, contractId });
    if (received === null) throw limitExceeded("amount", MONEY_MESSAGES.recipientPastCap(coin.name));
    if (contractId) {
      const [held] = await tx
        .insert(creditContractHoldings)
        .values({ contractId, userId: receiverId, quantity: amount })
        .onConflictDoUpdate({
          target: [creditContractHoldings.contractId, creditContractHoldings.userId],
          set: { quantity: sql`${creditContractHoldings.quantity} + ${amount}` },
          setWhere: sql`${creditContractHoldings.quantity} + ${amount} <= ${MAX_COIN_UNITS}`,
        })
        .returning({ quantity: creditContractHoldings.quantity });
      if (!held) throw limitExceeded("amount", MONEY_MESSAGES.contractPastCap(coin.name));
    }
    // The recipient's notice (and its email job) commits or rolls back with the transfer itself.
    await emit(tx, "coinsReceived", { senderId, recipientId: receiverId, coinId: coin.id, coinName: coin.name, amount, rewardsValueCents: coin.rewardsValue });
    return left;
  });
  return { coin, amount, balance, targetId: receiverId, contractId };
}
