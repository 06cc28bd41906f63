/**
 * The site's people calls (app/areas/people/people-calls.server.ts) against the real embedded
 * platform: what the site reads and sends matches platform/README.md "People and follows".
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { peopleCalls } from "../../app/areas/people/people-calls.server";

function clientOf(platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "demo-api-key",
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
  });
}

const statusOf = (error: unknown) => (error instanceof PlatformError ? error.status : error);

describe.each(databaseTargets)("the site's people calls ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("profile by id and email, search, follow, unfollow and the follow lists; private people are 404", async () => {
    const grace = await signedUp(platform(), "grace@example.com");
    expect((await send(platform(), "PUT", "/account/my/profile", { token: grace.access_token, json: { public: true, first_name: "Grace", last_name: "Hopper" } })).status).toBe(200);
    const hidden = await signedUp(platform(), "hidden@example.com");
    const ada = clientOf(platform(), await signedUp(platform(), "ada@example.com"));

    const profile = await peopleCalls(ada).byId(grace.id);
    expect(profile).toEqual({ id: grace.id, firstName: "Grace", lastName: "Hopper", avatarUrl: null, brands: [], followers: 0, following: 0, followedByMe: false });
    expect(await peopleCalls(ada).byEmail("GRACE@example.com")).toEqual(profile);

    const found = await peopleCalls(ada).search({ q: "gra hop", perPage: 5 });
    expect(found).toMatchObject({ page: 1, perPage: 5, total: 1 });
    expect(found.people[0]).toEqual({ id: grace.id, firstName: "Grace", lastName: "Hopper", avatarUrl: null });
    expect(await peopleCalls(ada).search({ q: "nobody" })).toMatchObject({ total: 0, people: [] });

    expect(await peopleCalls(ada).follow(grace.id)).toMatchObject({ followers: 1, followedByMe: true });
    const graceClient = clientOf(platform(), grace);
    const theirs = await peopleCalls(graceClient).follows();
    expect(theirs.followers).toEqual([expect.objectContaining({ firstName: "Ada", lastName: "Lovelace", avatarUrl: null })]);
    expect(theirs.following).toEqual([]);
    expect((await peopleCalls(ada).follows()).following.map((card) => card.id)).toEqual([grace.id]);

    await peopleCalls(ada).unfollow(grace.id);
    expect(await peopleCalls(ada).byId(grace.id)).toMatchObject({ followers: 0, followedByMe: false });
    expect(await peopleCalls(ada).follows()).toEqual({ followers: [], following: [] });

    // A private person is answered as an unknown one; following oneself is refused.
    expect(statusOf(await peopleCalls(ada).byId(hidden.id).catch((error: unknown) => error))).toBe(404);
    expect(statusOf(await peopleCalls(graceClient).follow(grace.id).catch((error: unknown) => error))).toBe(400);
  });
});
