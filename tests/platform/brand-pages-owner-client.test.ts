/**
 * The site's owner calls on brand pages (app/areas/brands/brand-page-calls.server.ts) against the
 * real embedded platform: list, create, get, edit, archive pages; add, edit, archive and reorder
 * blocks; another member's brand is a 404 and a refusal keeps the platform's words.
 */
import { brandPageCalls } from "../../app/areas/brands/brand-page-calls.server";
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { brand } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { signedUp } from "../support/platform-accounts";

function clientOf(platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "demo-api-key",
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
  });
}

const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as PlatformError);

describe.each(databaseTargets)("the site's brand page owner calls ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("builds a page: create, add, edit, reorder, archive blocks and pages", async () => {
    const owner = await signedUp(platform(), "owner@example.com");
    const { id: brandId } = await brand(platform(), owner.id);
    const pages = brandPageCalls(clientOf(platform(), owner));

    expect(await pages.create(brandId, { name: "Tours", title: "Our tours" })).toMatchObject({ name: "tours", title: "Our tours", blocks: [] });
    const hero = await pages.addBlock(brandId, "tours", "hero", { title: "Paddle", prefix: "Summer" });
    const text = await pages.addBlock(brandId, "tours", "text", { content: "*Calm* water", contentType: "text/markdown" });
    const cta = await pages.addBlock(brandId, "tours", "cta", { actionText: "Book", actionLink: "/experiences" });
    expect([hero.index, text.index, cta.index]).toEqual([0, 1, 2]);
    expect(await pages.editBlock(brandId, "tours", hero.id, { title: "Paddle on", prefix: null })).toMatchObject({ title: "Paddle on", prefix: null });

    const reordered = await pages.reorder(brandId, "tours", [cta.id, hero.id, text.id]);
    expect(reordered.blocks.map((b) => [b.id, b.index])).toEqual([[cta.id, 0], [hero.id, 1], [text.id, 2]]);
    await pages.archiveBlock(brandId, "tours", text.id);
    const page = await pages.get(brandId, "tours");
    expect(page.blocks.map((b) => b.type)).toEqual(["cta", "hero"]);
    expect(await pages.edit(brandId, "tours", { title: "Tours and trips" })).toMatchObject({ title: "Tours and trips" });

    expect(await pages.list(brandId)).toEqual([expect.objectContaining({ name: "tours", title: "Tours and trips", businessId: brandId })]);
    expect(await pages.archive(brandId, "tours")).toMatchObject({ archived: true });
    expect(await pages.list(brandId)).toEqual([]);
    expect((await pages.list(brandId, { all: true })).map((p) => p.name)).toEqual(["tours"]);
  });

  it("refusals keep the platform's words; another member's brand is a 404", async () => {
    const owner = await signedUp(platform(), "owner@example.com");
    const other = await signedUp(platform(), "other@example.com");
    const { id: brandId } = await brand(platform(), owner.id);
    await brand(platform(), other.id);
    const pages = brandPageCalls(clientOf(platform(), owner));
    await pages.create(brandId, { name: "home", title: "Home" });

    const unsafe = await refusal(pages.addBlock(brandId, "home", "cta", { actionText: "Go", actionLink: "javascript:alert(1)" }));
    expect(unsafe).toBeInstanceOf(PlatformError);
    expect(unsafe!.status).toBe(400);
    expect(unsafe!.serverMessage).toContain('Field "action_link": must be an http(s) URL or a path on the site starting with /');
    const taken = await refusal(pages.create(brandId, { name: "home", title: "Again" }));
    expect(taken!.status).toBe(409);

    const stranger = brandPageCalls(clientOf(platform(), other));
    expect((await refusal(stranger.get(brandId, "home")))!.status).toBe(404);
    expect((await refusal(stranger.list(brandId)))!.status).toBe(404);
  });
});
