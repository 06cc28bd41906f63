/**
 * The recipient of a coin transfer is told (platform/README.md "Notifications", type `coins`): a
 * notification and its email copy through the durable mail queue, naming the brand that issued the
 * coin, the amount and what it is worth in dollars (the coin's rewards value), with a link to
 * their Coins & Credits page. Written in the transfer's transaction: a refused transfer tells nobody.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses, credits, mailJobs, notifications } from "../../platform/schema";
import { mintedCoin, transfer } from "../support/coins";
import { person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

type Kept = { recipient: string; subject: string; body: string };

describe.each(databaseTargets)("the notice of a coin transfer on $name", (target) => {
  const platform = usePlatform(target, { accounts: { siteUrl: "https://site.test" } }, { marketplace: false });

  it("notifies and emails the recipient with the brand, the amount and its worth in dollars, linking to Coins & Credits", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 100); // Tide Coin, 25 cents a coin
    await platform().db.update(businesses).set({ name: "Tide Tours" }).where(eq(businesses.id, brandId));
    const ann = await person(platform(), "ann");

    expect((await transfer(platform(), owner, { coin: coinId, amount: 42, target: ann.email })).status).toBe(200);

    const rows = await platform().db.select().from(notifications).where(eq(notifications.userId, ann.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: "coins",
      senderId: owner.id,
      title: "You received 42 Tide Coin from Tide Tours",
      message: "Tide Tours sent you 42 Tide Coin, worth $10.50 ($0.25 a coin). They are in your Coins & Credits.",
      link: "/dashboard/balances",
    });
    // The sender is not told: the notice is the recipient's.
    expect(await platform().db.select().from(notifications).where(eq(notifications.userId, owner.id))).toEqual([]);

    const [job] = await platform().db.select().from(mailJobs).where(eq(mailJobs.recipient, ann.email));
    expect(job?.subject).toBe("You received 42 Tide Coin from Tide Tours");
    await platform().runMailQueue();
    const outbox = await send<Kept[]>(platform(), "GET", "/dev/outbox", { token: ann.token });
    const email = outbox.body.find((m) => m.subject === "You received 42 Tide Coin from Tide Tours");
    expect(email?.recipient).toBe(ann.email);
    expect(email!.body).toContain("Tide Tours sent you 42 Tide Coin, worth $10.50 ($0.25 a coin).");
    expect(email!.body).toContain("Brand: Tide Tours");
    expect(email!.body).toContain("Amount: 42 Tide Coin");
    expect(email!.body).toContain("Worth: $10.50");
    expect(email!.body).toContain("Your coins and credits: https://site.test/dashboard/balances");
  });

  it("says no worth for a coin without a rewards value, and a refused transfer tells nobody", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 10);
    const [coinBrand] = await platform().db.select().from(businesses).where(eq(businesses.id, brandId));
    const ann = await person(platform(), "ann");

    expect((await transfer(platform(), owner, { coin: coinId, amount: 11, target: ann.id })).status).toBe(409);
    expect(await platform().db.select().from(notifications).where(eq(notifications.userId, ann.id))).toEqual([]);
    expect(await platform().db.select().from(mailJobs).where(eq(mailJobs.recipient, ann.email))).toEqual([]);

    // A coin worth nothing in dollars says only the amount.
    await platform().db.update(credits).set({ rewardsValue: null }).where(eq(credits.id, coinId));
    expect((await transfer(platform(), owner, { coin: coinId, amount: 1, target: ann.id })).status).toBe(200);
    const [row] = await platform().db.select().from(notifications).where(eq(notifications.userId, ann.id));
    expect(row?.message).toBe(`${coinBrand!.name} sent you 1 Tide Coin. It is in your Coins & Credits.`);
  });
});
