/**
 * "Public" means what a stranger would expect to see (DESIGN.md "Trust"): a public profile, as
 * the people calls answer it to another member, carries the name, the picture, the follow counts
 * and the brands the person owns, and never an email, phone, address or postal code. Before this,
 * ticking "Public profile" put all of them on the wire (and on /people/<id>) for every member.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../platform/schema";
import { mintedCoin, transfer } from "../support/coins";
import { brand, person, type Person } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const CONTACT = { phone: "5551230000", address: "1 Main St", addressLine2: "Apt 2", city: "Richmond", state: "VA", zip: "23220", dateOfBirth: "1990-04-02" };
const SHOWN = ["avatar_url", "brands", "first_name", "followed_by_me", "followers", "following", "id", "last_name"];

describe.each(databaseTargets)("what a public profile shows on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function publicPerson(name: string): Promise<Person> {
    const who = await person(platform(), name);
    await platform().db.update(users).set({ lastName: "Lovelace", public: true, ...CONTACT }).where(eq(users.id, who.id));
    return who;
  }

  /** No contact detail of `who`, as a key or as a value, anywhere in `body`. */
  function expectNoContactDetails(body: unknown, who: Person) {
    const text = JSON.stringify(body);
    for (const key of ["email", "phone", "address", "address_line_2", "city", "state", "zip", "postal_code", "date_of_birth"]) expect(text).not.toContain(`"${key}"`);
    for (const value of [who.email, ...Object.values(CONTACT)]) expect(text).not.toContain(value);
  }

  it("answers another member name, picture, counts and brands, never contact details", async () => {
    const [viewer, ada] = [await person(platform(), "viewer"), await publicPerson("ada")];
    const shop = await brand(platform(), ada.id);

    const byId = await send(platform(), "GET", `/user/id/${ada.id}`, { token: viewer.token });
    expect(byId.status).toBe(200);
    expect(Object.keys(byId.body).sort()).toEqual(SHOWN);
    expect(byId.body).toMatchObject({ id: ada.id, first_name: "ada", last_name: "Lovelace", followers: 0, following: 0 });
    expect(byId.body.brands).toEqual([{ id: shop.id, name: shop.name, username: shop.domain, logo: null }]);
    expectNoContactDetails(byId.body, ada);

    const byEmail = await send(platform(), "GET", `/user/email/${encodeURIComponent(ada.email)}`, { token: viewer.token });
    expect(byEmail.body).toEqual(byId.body);
    const followed = await send(platform(), "POST", `/user/id/${ada.id}/follow`, { token: viewer.token });
    expect(followed.status).toBe(200);
    expectNoContactDetails(followed.body, ada);
    const found = await send(platform(), "POST", "/user/search", { token: viewer.token, json: { q: "ada" } });
    expect(found.body.total).toBe(1);
    expectNoContactDetails(found.body, ada);
    expectNoContactDetails((await send(platform(), "GET", "/account/my/follows", { token: ada.token })).body, viewer);
  });

  it("a coin's holders, as its issuer sees them, carry no contact details either", async () => {
    const ada = await publicPerson("ada");
    const { owner, brandId, coinId } = await mintedCoin(platform(), 10);
    expect((await transfer(platform(), owner, { coin: coinId, amount: 3, target: ada.id })).status).toBe(200);
    const holders = await send(platform(), "GET", `/account/business/${brandId}/coin/holders`, { token: owner.token });
    expect(holders.body.holders).toContainEqual({ user: { id: ada.id, first_name: "ada", last_name: "Lovelace" }, balance: 3 });
    expectNoContactDetails(holders.body, ada);
  });

  it("the member's own account still shows their own details", async () => {
    const ada = await publicPerson("ada");
    const me = await send(platform(), "GET", "/account/me", { token: ada.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: ada.email, phone: CONTACT.phone, zip: CONTACT.zip });
  });
});
