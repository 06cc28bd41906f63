/**
 * A balance never goes negative, however many transfers race (platform/modules/coins/ledger.ts
 * guardedDebit: one conditional UPDATE, `balance = balance - n WHERE balance >= n`). A holder of 5
 * coins sends 20 transfers of 1 at once: exactly 5 succeed, 15 are 409, the holder ends at 0, the
 * target at 5, and each balance equals the sum of its ledger rows.
 *
 * Nothing here depends on timing. The HTTP race starts all 20 transfers together (Promise.all),
 * on PGlite and PostgreSQL. On PostgreSQL a barrier also holds every transfer's transaction open
 * (each on its own connection) until all 20 are inside it, then lets them debit at once: the worst
 * interleaving, forced. The NEGATIVE CONTROL runs the same forced race with a read-then-write
 * debit (read the balance, wait until every transfer has read, write balance = read - n): all 20
 * succeed from a balance of 5, proving the test can see a double spend. PGlite has one connection,
 * so its transactions run one after another and no interleaving can be forced there: the control
 * runs on PostgreSQL only (as in checkout-capacity.test.ts).
 *
 * The cap (contract/money.ts MAX_COIN_UNITS) is proved the same way: an owner 5 below it mints 1
 * twenty times at once, and a member 5 below it is sent 1 twenty times at once: exactly 5 land
 * each time, the rest are 400 `limit_exceeded`, and the balance ends at the cap, equal to its
 * ledger. The forced race runs the guarded credit (`balance = balance + n WHERE balance + n <=
 * cap`, ledger.ts guardedDeposit), and its NEGATIVE CONTROL a read-then-write credit, which lets
 * all 20 mints through: the ledger then records 15 units past the cap that the balance lost.
 */
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/connect";
import * as schema from "../../platform/schema";
import { creditBalances, creditMovements } from "../../platform/schema";
import { PlatformError } from "../../platform/errors";
import { createPlatform, type Platform } from "../../platform/index";
import { MAX_COIN_UNITS } from "../../contract/money";
import { guardedDebit, guardedDeposit, type Debit, type Deposit } from "../../platform/modules/coins/ledger";
import { mintCoin } from "../../platform/modules/businesses/coin";
import { transferCoins } from "../../platform/modules/coins/transfer";
import { books, mintedCoin, transfer } from "../support/coins";
import { send } from "../support/platform-accounts";
import { person } from "../support/marketplace";
import { databaseTargets, platformOptions, usePlatform, type TestDatabase } from "../support/platform";

const HELD = 5;
const RACERS = 20;

async function holderAndTarget(platform: Platform) {
  const minted = await mintedCoin(platform, HELD);
  return { ...minted, target: await person(platform, "target") };
}


/** Resolves for everyone once `parties` have arrived. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) open();
    return opened;
  };
}

describe.each(databaseTargets)("transfers racing from one holder on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it(`${RACERS} transfers of 1 from a balance of ${HELD}: exactly ${HELD} succeed, none goes below 0`, async () => {
    const { owner, coinId, target: member } = await holderAndTarget(platform());
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => transfer(platform(), owner, { coin: coinId, amount: 1, target: member.id })),
    );
    expect([answers.filter((a) => a.status === 200).length, answers.filter((a) => a.status === 409).length]).toEqual([HELD, RACERS - HELD]);
    expect(await books(platform(), coinId, owner.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await books(platform(), coinId, member.id)).toEqual({ balance: HELD, ledger: HELD });
  });
});

const NEAR = MAX_COIN_UNITS - HELD;

/** An owner whose coin is minted to 5 below the cap, through the ledger. */
async function nearTheCap(platform: Platform) {
  return mintedCoin(platform, NEAR);
}

describe.each(databaseTargets)("credits racing to the cap on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });
  const count = (answers: Array<{ status: number; body: any }>) => [
    answers.filter((a) => a.status === 200).length,
    answers.filter((a) => a.status === 400 && a.body.code === "limit_exceeded").length,
  ];

  it(`${RACERS} mints of 1 from ${HELD} below the cap: exactly ${HELD} land, none passes it`, async () => {
    const { owner, brandId, coinId } = await nearTheCap(platform());
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => send(platform(), "POST", `/account/business/${brandId}/coin/mint`, { token: owner.token, json: { amount: 1 } })),
    );
    expect(count(answers)).toEqual([HELD, RACERS - HELD]);
    expect(await books(platform(), coinId, owner.id)).toEqual({ balance: MAX_COIN_UNITS, ledger: MAX_COIN_UNITS });
  });

  it(`${RACERS} transfers of 1 to a member ${HELD} below the cap: exactly ${HELD} land`, async () => {
    const { owner, brandId, coinId } = await nearTheCap(platform());
    const member = await person(platform(), "member");
    expect((await transfer(platform(), owner, { coin: coinId, amount: NEAR, target: member.id })).status).toBe(200);
    await send(platform(), "POST", `/account/business/${brandId}/coin/mint`, { token: owner.token, json: { amount: RACERS } });
    const answers = await Promise.all(Array.from({ length: RACERS }, () => transfer(platform(), owner, { coin: coinId, amount: 1, target: member.id })));
    expect(count(answers)).toEqual([HELD, RACERS - HELD]);
    expect(await books(platform(), coinId, member.id)).toEqual({ balance: MAX_COIN_UNITS, ledger: MAX_COIN_UNITS });
    // What was refused stayed with the sender.
    expect(await books(platform(), coinId, owner.id)).toEqual({ balance: RACERS - HELD, ledger: RACERS - HELD });
  });
});

const postgres = databaseTargets.find((t) => t.name === "postgres");

describe.runIf(postgres)("transfers with every transaction forced to overlap, on PostgreSQL", () => {
  let database: TestDatabase;
  let platform: Platform;
  let pool: pg.Pool;
  let wide: Database;
  beforeAll(async () => {
    database = await postgres!.create();
    platform = await createPlatform(platformOptions(database));
    // One connection per racer, so all 20 transactions can be open at the barrier together.
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: RACERS + 5 });
    pool.on("error", () => {}); // a connection ended by the final DROP … WITH (FORCE) is not a failure
    wide = drizzle({ client: pool, schema }) as unknown as Database;
  });
  afterAll(async () => {
    await pool?.end();
    await platform?.close();
    await database?.drop();
  });
  beforeEach(() => platform.resetForTests({ marketplace: false }));

  /** Transfers 1 coin RACERS times at once with `take`; 409s counted as refused, anything else fails. */
  async function race(take: Debit) {
    const { owner, coinId, target: member } = await holderAndTarget(platform);
    const outcomes = await Promise.all(
      Array.from({ length: RACERS }, () =>
        transferCoins(wide, owner.id, { coin: coinId, amount: 1, target: member.id, contract: null }, { take }).then(
          () => "sent" as const,
          (error: unknown) => {
            if (error instanceof PlatformError && error.status === 409) return "refused" as const;
            throw error;
          },
        ),
      ),
    );
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    return { sent: count("sent"), refused: count("refused"), owner: await books(platform, coinId, owner.id), member: await books(platform, coinId, member.id) };
  }

  it("the guarded debit lets exactly the balance through", async () => {
    const allInside = barrier(RACERS);
    const result = await race(async (tx, userId, creditId, amount) => {
      await allInside();
      return guardedDebit(tx, userId, creditId, amount);
    });
    expect(result).toEqual({ sent: HELD, refused: RACERS - HELD, owner: { balance: 0, ledger: 0 }, member: { balance: HELD, ledger: HELD } });
  });

  it("NEGATIVE CONTROL: a read-then-write debit lets all 20 through from a balance of 5", async () => {
    const allRead = barrier(RACERS);
    const unguarded: Debit = async (tx, userId, creditId, amount) => {
      const { rows } = await tx.execute<{ balance: number }>(
        sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}::uuid AND credit_id = ${creditId}::uuid`,
      );
      const balance = rows[0]?.balance ?? 0;
      await allRead();
      if (balance < amount) return null;
      await tx.execute(sql`UPDATE credit_balances SET balance = ${balance - amount} WHERE user_id = ${userId}::uuid AND credit_id = ${creditId}::uuid`);
      return balance - amount;
    };
    const result = await race(unguarded);
    expect(result.sent).toBe(RACERS);
    // 20 coins arrived from a holder of 5, and the holder's balance no longer matches its ledger.
    expect(result.member.balance).toBe(RACERS);
    expect(result.owner).toEqual({ balance: HELD - 1, ledger: HELD - RACERS });
  });
  /** Mints 1 coin RACERS times at once with `give`, from 5 below the cap; 400s counted as refused. */
  async function mintRace(give: Deposit) {
    const { owner, brandId, coinId } = await nearTheCap(platform);
    const outcomes = await Promise.all(
      Array.from({ length: RACERS }, () =>
        mintCoin(wide, owner.id, brandId, 1, give).then(
          () => "minted" as const,
          (error: unknown) => {
            if (error instanceof PlatformError && error.status === 400) return "refused" as const;
            throw error;
          },
        ),
      ),
    );
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    return { minted: count("minted"), refused: count("refused"), owner: await books(platform, coinId, owner.id) };
  }

  it("the guarded credit lets exactly what fits under the cap through", async () => {
    const allInside = barrier(RACERS);
    const result = await mintRace(async (tx, userId, creditId, amount) => {
      await allInside();
      return guardedDeposit(tx, userId, creditId, amount);
    });
    expect(result).toEqual({ minted: HELD, refused: RACERS - HELD, owner: { balance: MAX_COIN_UNITS, ledger: MAX_COIN_UNITS } });
  });

  it("NEGATIVE CONTROL: a read-then-write credit lets all 20 mints through from 5 below the cap", async () => {
    const allRead = barrier(RACERS);
    const unguarded: Deposit = async (tx, userId, creditId, amount) => {
      const { rows } = await tx.execute<{ balance: number }>(
        sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}::uuid AND credit_id = ${creditId}::uuid`,
      );
      const balance = rows[0]?.balance ?? 0;
      await allRead();
      if (balance + amount > MAX_COIN_UNITS) return null;
      await tx.execute(sql`UPDATE credit_balances SET balance = ${balance + amount} WHERE user_id = ${userId}::uuid AND credit_id = ${creditId}::uuid`);
      return balance + amount;
    };
    const result = await mintRace(unguarded);
    expect(result.minted).toBe(RACERS);
    // The ledger records 20 minted, 15 past the cap, and the balance no longer matches it.
    expect(result.owner).toEqual({ balance: NEAR + 1, ledger: NEAR + RACERS });
  });
});
