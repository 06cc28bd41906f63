/**
 * The member's network (platform-core §7 GET /account/my/network) as the site reads it for
 * /dashboard/people: everyone they follow or who follows them, once each, with which way each
 * follow goes and the counts.
 */
import { describe, expect, it } from "vitest";
import { peopleCalls } from "../../app/areas/people/people-calls.server";
import type { Platform } from "../../platform/index";
import { send, signedUp, siteClientOf } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const clientOf = (platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) =>
  siteClientOf(platform, tokens.access_token, { idToken: tokens.id_token, refreshToken: tokens.refresh_token });

describe.each(databaseTargets)("the member's network ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("lists each person once with which way they follow, and counts both ways", async () => {
    const ada = await signedUp(platform(), "ada@example.com");
    const grace = await signedUp(platform(), "grace@example.com");
    const alan = await signedUp(platform(), "alan@example.com");
    const follow = (who: { access_token: string }, id: string) => send(platform(), "POST", `/user/id/${id}/follow`, { token: who.access_token });
    // Only public profiles can be followed.
    for (const [who, name] of [[ada, "Ada"], [grace, "Grace"], [alan, "Alan"]] as const) {
      await send(platform(), "PUT", "/account/my/profile", { token: who.access_token, json: { public: true, first_name: name, last_name: "Test" } });
    }
    await follow(ada, grace.id);
    await follow(grace, ada.id);
    await follow(alan, ada.id);

    const client = clientOf(platform(), ada);
    expect(await peopleCalls(client).network()).toEqual({
      followingCount: 1,
      followersCount: 2,
      mutualCount: 1,
      people: expect.arrayContaining([
        { id: grace.id, firstName: "Grace", lastName: "Test", avatarUrl: null, youFollow: true, followsYou: true },
        { id: alan.id, firstName: "Alan", lastName: "Test", avatarUrl: null, youFollow: false, followsYou: true },
      ]),
    });
    expect((await peopleCalls(client).network()).people).toHaveLength(2);
    const nobody = clientOf(platform(), await signedUp(platform(), "new@example.com"));
    expect(await peopleCalls(nobody).network()).toEqual({ followingCount: 0, followersCount: 0, mutualCount: 0, people: [] });
  });
});
