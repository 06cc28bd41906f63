/**
 * The site's brand page calls (app/areas/brands/brand-calls.server.ts) against the real embedded
 * platform: the shapes the client already knew are the ones the platform answers.
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";
import { brandCalls } from "../../app/areas/brands/brand-calls.server";

describe.each(databaseTargets)("the site's brand page calls ($name)", (target) => {
  const platform = usePlatform(target);

  it("reads a brand's pages and one page with its blocks in order; an unknown page is a 404", async () => {
    const owner = await person(platform(), "owner");
    const business = await brand(platform(), owner.id);
    await send(platform(), "POST", "/account/business/pages", { token: owner.token, json: { name: "home", title: "Welcome", page_meta: { description: "Boats" } } });
    for (const json of [{ block_type: "hero", title: "Paddle" }, { block_type: "text", content: "*Calm* water", content_type: "text/markdown" }]) {
      expect((await send(platform(), "POST", "/account/business/pages/home/blocks", { token: owner.token, json })).status).toBe(201);
    }
    const client = createPlatformCore({
      baseUrl: "http://platform.test",
      apiUsername: "demo",
      apiKey: "demo-api-key",
      fetch: (input, init) => platform().fetch(new Request(input, init)),
    });

    expect(await brandCalls(client).pages(business.domain)).toEqual([
      expect.objectContaining({ name: "home", title: "Welcome", businessId: business.id, archived: false }),
    ]);
    const page = await brandCalls(client).page(business.domain, "home");
    expect(page).toMatchObject({ name: "home", metadata: { description: "Boats" }, styles: null });
    expect(page.blocks.map((b) => [b.type, b.index, b.title, b.contentType])).toEqual([
      ["hero", 0, "Paddle", "text/plain"],
      ["text", 1, null, "text/markdown"],
    ]);
    const missing = await brandCalls(client).page(business.domain, "nope").catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(PlatformError);
    expect((missing as PlatformError).status).toBe(404);
  });
});
