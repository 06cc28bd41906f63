/**
 * People and follows (platform-core §7 Users): only public profiles are shown, with only what "public" means
 * (name, picture, counts, brands: tests/security/public-profile-privacy.test.ts); follows are
 * idempotent, never of oneself, and tell the followed person.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users } from "../../platform/schema";
import { person, type Person } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const CARD_FIELDS = ["avatar_url", "first_name", "id", "last_name"];

describe.each(databaseTargets)("people on $name", (target) => {
  const platform = usePlatform(target);

  /** A person with every field of the User entity filled in, public or not. */
  async function detailed(name: string, isPublic: boolean): Promise<Person> {
    const who = await person(platform(), name);
    await platform().db
      .update(users)
      .set({ lastName: "Lovelace", phone: "5551230000", address: "1 Main St", addressLine2: "Apt 2", city: "Richmond", state: "VA", zip: "23220", dateOfBirth: "1990-04-02", public: isPublic, mayCall: true, mayText: true, pendingEmail: "new@example.com" })
      .where(eq(users.id, who.id));
    return who;
  }
  const get = (who: Person, path: string) => send(platform(), "GET", path, { token: who.token });

  it("shows a public profile with exactly its public fields, never contact details or a birth date", async () => {
    const [viewer, ada] = [await person(platform(), "viewer"), await detailed("ada", true)];
    const byId = await get(viewer, `/user/id/${ada.id}`);
    expect(byId.status).toBe(200);
    expect(Object.keys(byId.body).sort()).toEqual([...CARD_FIELDS, "brands", "followed_by_me", "followers", "following"].sort());
    expect(byId.body).toMatchObject({ id: ada.id, first_name: "ada", brands: [], followers: 0 });
    const text = JSON.stringify(byId.body);
    for (const secret of ["1990-04-02", "new@example.com", ada.email, "5551230000", "Richmond", "may_call", "password", "date_of_birth", "name_search"]) expect(text).not.toContain(secret);
    expect((await get(viewer, `/user/email/${encodeURIComponent(ada.email.toUpperCase())}`)).body).toEqual(byId.body);
    const found = await send(platform(), "POST", "/user/search", { token: viewer.token, json: { q: "ada love" } });
    expect(found.body).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(Object.keys(found.body.users[0]).sort()).toEqual(CARD_FIELDS);
    expect(JSON.stringify(found.body)).not.toContain("1990-04-02");
  });

  it("a profile not made public is the 404 of an unknown person, by id, email and search", async () => {
    const [viewer, bob] = [await person(platform(), "viewer"), await detailed("bob", false)];
    for (const path of [`/user/id/${bob.id}`, `/user/email/${encodeURIComponent(bob.email)}`, "/user/id/not-a-uuid"]) {
      const answer = await get(viewer, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "No such person.", code: "not_found" });
    }
    expect((await send(platform(), "POST", "/user/search", { token: viewer.token, json: { q: "bob" } })).body).toMatchObject({ total: 0, users: [] });
    expect((await send(platform(), "POST", `/user/id/${bob.id}/follow`, { token: viewer.token })).status).toBe(404);
    expect((await get(bob, `/user/id/${bob.id}`)).status).toBe(200); // one's own, public or not
    expect((await send(platform(), "GET", `/user/id/${bob.id}`)).status).toBe(401);
  });

  it("follows: not oneself, idempotent, one notification, unfollow idempotent, lists and network", async () => {
    const [ada, bob] = [await detailed("ada", true), await detailed("bob", true)];
    const self = await send(platform(), "POST", `/user/id/${ada.id}/follow`, { token: ada.token });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: "You cannot follow yourself.", code: "invalid_request" });
    for (let n = 0; n < 2; n++) {
      const followed = await send(platform(), "POST", `/user/id/${bob.id}/follow`, { token: ada.token });
      expect(followed.body).toMatchObject({ id: bob.id, followers: 1, followed_by_me: true });
    }
    const told = await platform().db.select().from(notifications).where(eq(notifications.userId, bob.id));
    expect(told).toMatchObject([{ type: "follower", senderId: ada.id, title: "ada Lovelace follows you" }]);
    await send(platform(), "POST", `/user/id/${ada.id}/follow`, { token: bob.token });

    const adaFollows = await get(ada, "/account/my/follows");
    expect(adaFollows.body).toEqual({
      followers: { users: [{ id: bob.id, first_name: "bob", last_name: "Lovelace", avatar_url: null }] },
      following: { users: [{ id: bob.id, first_name: "bob", last_name: "Lovelace", avatar_url: null }] },
    });
    expect((await get(ada, "/account/my/network")).body).toMatchObject({ following_count: 1, followers_count: 1, mutual_count: 1, people: [{ id: bob.id, you_follow: true, follows_you: true }] });

    for (let n = 0; n < 2; n++) expect((await send(platform(), "DELETE", `/user/id/${bob.id}/follow`, { token: ada.token })).status).toBe(204);
    expect((await get(ada, "/account/my/network")).body).toMatchObject({ following_count: 0, followers_count: 1, mutual_count: 0, people: [{ id: bob.id, you_follow: false, follows_you: true }] });
    expect((await get(bob, `/user/id/${ada.id}`)).body).toMatchObject({ followers: 1, following: 0, followed_by_me: true });
  });

  it("search matches every word as a name prefix, pages, and can use the index of public names", async () => {
    const viewer = await person(platform(), "viewer");
    for (const name of ["anna", "annabel", "anton", "zed"]) await detailed(name, true);
    const search = (json: unknown) => send(platform(), "POST", "/user/search", { token: viewer.token, json });
    const first = await search({ q: "ann", per_page: 1 });
    expect(first.body).toMatchObject({ total: 2, page: 1, per_page: 1, users: [{ first_name: "anna" }] });
    expect((await search({ q: "ann", per_page: 1, page: 2 })).body.users).toMatchObject([{ first_name: "annabel" }]);
    expect((await search({ q: "ANTON lovel" })).body.total).toBe(1);
    expect((await search({ q: "%'&|" })).body).toMatchObject({ total: 0, users: [] });
    expect((await search({ q: "" })).status).toBe(400);
    expect((await search({ q: "a", extra: 1 })).status).toBe(400);
    const plan = await platform().db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<{ "QUERY PLAN": string }>(
        sql`EXPLAIN SELECT id FROM users WHERE public AND name_search @@ to_tsquery('simple', 'ann:*')`,
      );
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("users_name_search_idx");
  });
});
