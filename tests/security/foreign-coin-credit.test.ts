/**
 * Free money: any member could start a brand, issue a coin worth $150 a unit, mint it and spend
 * one unit as the credit at ANOTHER brand's checkout, booking its $150 experience for $0
 * (`price: 0, subtotal: 150`). A checkout now takes only platform credits (a credit no brand
 * issued) and the selling brand's own coin (docs/security.md "Money rules"); any other coin is
 * refused with 400 `credit_not_accepted`, and nothing is opened or spent.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experienceCheckouts } from "../../platform/schema";
import { mintedCoin } from "../support/coins";
import { brand, credit, experience, pay, person, startCheckout } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const refusal = (response: { status: number; body: any }) => [response.status, response.body.code, response.body.message];

describe.each(databaseTargets)("credits at checkout on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } }, { marketplace: false });

  it("refuses another brand's coin: the $150 experience is not bought for $0", async () => {
    const attacker = await person(platform(), "attacker");
    const { id: ownBrand } = await brand(platform(), attacker.id);
    const issued = await send(platform(), "POST", `/account/business/${ownBrand}/coin`, {
      token: attacker.token,
      json: { name: "Free Lunch Coin", rewardsValue: 15_000 },
    });
    expect(issued.status).toBe(201);
    expect((await send(platform(), "POST", `/account/business/${ownBrand}/coin/mint`, { token: attacker.token, json: { amount: 3 } })).status).toBe(200);

    const victim = await experience(platform(), { name: "Sunset sail", retailPriceCents: 15_000 });
    const started = await startCheckout(platform(), attacker, victim.id, { guests: 1, credit_id: issued.body.id, credit_quantity: 1 });
    expect(refusal(started)).toEqual([
      400,
      "credit_not_accepted",
      'Field "credit_id": Free Lunch Coin cannot pay for this experience: only platform credits and the selling brand\'s own coin can.',
    ]);
    expect(await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.userId, attacker.id))).toEqual([]);
  });

  it("takes the selling brand's own coin, and platform credits at any brand", async () => {
    const buyer = await person(platform(), "buyer");
    const { owner, brandId, coinId } = await mintedCoin(platform(), 10);
    // Tide Coin is worth 25 cents a unit (tests/support/coins.ts); the owner gives the buyer 4.
    expect((await send(platform(), "POST", "/account/coins/transfer", { token: owner.token, json: { coin: coinId, amount: 4, target: buyer.id } })).status).toBe(200);
    const own = await experience(platform(), { businessId: brandId, retailPriceCents: 4000 });
    const withCoin = await startCheckout(platform(), buyer, own.id, { guests: 1, credit_id: coinId, credit_quantity: 4 });
    expect(withCoin.status).toBe(201);
    const [row] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, withCoin.body.id));
    expect([row!.subtotalCents, row!.priceCents, row!.creditQuantity]).toEqual([4000, 3900, 4]);
    expect((await pay(platform(), withCoin.body.id)).status).toBe(303);

    const siteCredits = await credit(platform(), buyer.id, 2, 500);
    const elsewhere = await experience(platform(), { retailPriceCents: 4000 });
    const withCredits = await startCheckout(platform(), buyer, elsewhere.id, { guests: 1, credit_id: siteCredits.id, credit_quantity: 2 });
    expect(withCredits.status).toBe(201);
    const [other] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, withCredits.body.id));
    expect([other!.subtotalCents, other!.priceCents]).toEqual([4000, 3000]);
  });
});
