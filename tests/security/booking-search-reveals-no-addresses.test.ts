/**
 * The brand's bookings page finds a buyer by name or email (GET /account/business/{id}/bookings?q=)
 * without telling the owner anyone's address: a name matches by any part, an address only when
 * typed whole (any case), so probing letters of an address finds nothing; another owner's brand is
 * still a 404 and an over-long q a 400.
 */
import { describe, expect, it } from "vitest";
import { brand, dateAhead, experience, pay, person, startCheckout, type Person } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("searching a brand's bookings on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  async function book(buyer: Person, experienceId: string) {
    const started = await startCheckout(platform(), buyer, experienceId, { date: dateAhead(10) });
    expect((await pay(platform(), started.body.id)).status).toBe(303);
  }

  it("matches part of a name, or a whole address, and never part of an address", async () => {
    const owner = await person(platform(), "owner");
    const shop = await brand(platform(), owner.id);
    const tour = await experience(platform(), { businessId: shop.id });
    const ann = await person(platform(), "annabel");
    const bob = await person(platform(), "bob");
    await book(ann, tour.id);
    await book(bob, tour.id);
    const search = async (q: string, who = owner) => {
      const answer = await send(platform(), "GET", `/account/business/${shop.id}/bookings?q=${encodeURIComponent(q)}`, { token: who.token });
      return answer.status === 200 ? answer.body.map((row: { buyer: { name: string } }) => row.buyer.name) : answer.status;
    };
    expect(await search("")).toEqual(["annabel", "bob"]);
    expect(await search("NAB")).toEqual(["annabel"]);
    expect(await search(ann.email.toUpperCase())).toEqual(["annabel"]);
    expect(await search(ann.email.slice(0, -1))).toEqual([]);
    expect(await search("@example.com")).toEqual([]);
    expect(await search("x".repeat(201))).toBe(400);
    expect(await search("bob", bob)).toBe(404);
  });
});
