/** Likes (POST/DELETE /experiences/id/{id}/likes) and share (POST /experiences/id/{id}/share). */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experiences } from "../../platform/schema";
import type { ExperiencePage } from "../../platform/modules/experiences/wire";
import type { ExperienceWire } from "../../platform/modules/experiences/wire";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("experience likes and shares on $name", (target) => {
  const platform = usePlatform(target);
  const idOf = async (name: string) =>
    (await platform().db.select({ id: experiences.id }).from(experiences).where(eq(experiences.name, name)))[0]!.id;
  const likeRows = async (id: string) =>
    (await platform().db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM experience_likes WHERE experience_id = ${id}`)).rows[0]!.n;

  it("toggles the caller's like idempotently; likes counts distinct people", async () => {
    const id = await idOf("Latte Art Lab");
    const ada = await signedUp(platform(), "ada@example.com");
    const bob = await signedUp(platform(), "bob@example.com");
    const like = (token: string, method = "POST") => send<ExperienceWire>(platform(), method, `/experiences/id/${id}/likes`, { token });

    const first = await like(ada.access_token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, likes: 1, liked: true });
    expect((await like(ada.access_token)).body).toMatchObject({ likes: 1, liked: true });
    expect((await like(bob.access_token)).body).toMatchObject({ likes: 2, liked: true });
    expect(await likeRows(id)).toBe(2);

    // Each caller sees their own like; an anonymous caller none.
    expect((await send<ExperienceWire>(platform(), "GET", `/experiences/id/${id}`, { token: ada.access_token })).body.liked).toBe(true);
    expect((await send<ExperienceWire>(platform(), "GET", `/experiences/id/${id}`)).body).toMatchObject({ likes: 2, liked: false });
    const list = await send<ExperiencePage>(platform(), "GET", "/experiences/tags/coffee/list?per_page=50", { token: bob.access_token });
    expect(list.body.experiences.filter((x) => x.liked).map((x) => x.name)).toEqual(["Latte Art Lab"]);

    expect((await like(ada.access_token, "DELETE")).body).toMatchObject({ likes: 1, liked: false });
    expect((await like(ada.access_token, "DELETE")).body).toMatchObject({ likes: 1, liked: false });
    expect(await likeRows(id)).toBe(1);
    expect((await send<ExperienceWire>(platform(), "GET", `/experiences/id/${id}`, { token: bob.access_token })).body).toMatchObject({ likes: 1, liked: true });
  });

  it("keeps likes equal to the people who like it when the same people like at once", async () => {
    const id = await idOf("Blues Jam Night");
    const people = await Promise.all(["c@example.com", "d@example.com"].map((email) => signedUp(platform(), email)));
    const calls = people.flatMap((person) => Array.from({ length: 5 }, () => send(platform(), "POST", `/experiences/id/${id}/likes`, { token: person.access_token })));
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await send<ExperienceWire>(platform(), "GET", `/experiences/id/${id}`)).body.likes).toBe(2);
    expect(await likeRows(id)).toBe(2);
  });

  it("needs a signed-in caller to like, and an experience that exists", async () => {
    const id = await idOf("Latte Art Lab");
    const anonymous = await send(platform(), "POST", `/experiences/id/${id}/likes`);
    expect(anonymous).toMatchObject({ status: 401, body: { message: "Missing access token", code: "unauthorized" } });
    const bad = await send(platform(), "DELETE", `/experiences/id/${id}/likes`, { token: "nope" });
    expect(bad.status).toBe(401);
    const ada = await signedUp(platform(), "ada@example.com");
    for (const missing of ["7d1c7c1e-2f0a-4d4b-9a57-2b1f0c7f4e10", "nope"]) {
      const response = await send(platform(), "POST", `/experiences/id/${missing}/likes`, { token: ada.access_token });
      expect(response).toMatchObject({ status: 404, body: { message: "No such experience.", code: "not_found" } });
    }
    expect((await send(platform(), "GET", `/experiences/id/${id}/likes`)).status).toBe(405);
  });

  it("counts shares, anonymous or signed in, and answers the site's link", async () => {
    const id = await idOf("Family Drum Circle");
    const first = await send(platform(), "POST", `/experiences/id/${id}/share`);
    expect(first).toMatchObject({ status: 200, body: { url: `/experiences/${id}`, shares: 1 } });
    const ada = await signedUp(platform(), "ada@example.com");
    expect((await send(platform(), "POST", `/experiences/id/${id}/share`, { token: ada.access_token })).body).toEqual({ url: `/experiences/${id}`, shares: 2 });
    expect((await send<ExperienceWire>(platform(), "GET", `/experiences/id/${id}`)).body.shares).toBe(2);
    expect((await send(platform(), "POST", `/experiences/id/${id}/share`, { token: "nope" })).status).toBe(401);
    expect((await send(platform(), "POST", "/experiences/id/nope/share")).status).toBe(404);
    expect((await send(platform(), "GET", `/experiences/id/${id}/share`)).status).toBe(405);
  });
});
