/**
 * GET /business/name/{username}/experiences (platform/README.md "Brand pages"): one brand's
 * listed experiences, paged, by name; archived ones and other brands' left out; on PGlite and
 * PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore } from "../../app/.server/platform";
import { brand, experience } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";
import { experienceCalls } from "../../app/areas/marketplace/experience-calls.server";

describe.each(databaseTargets)("a brand's experiences on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("pages the brand's listed experiences by name; archived and other brands' are left out", async () => {
    const mine = await brand(platform());
    const theirs = await brand(platform());
    const zebra = await experience(platform(), { businessId: mine.id, name: "Zebra watch" });
    const alpha = await experience(platform(), { businessId: mine.id, name: "Alpha paddle" });
    await experience(platform(), { businessId: mine.id, name: "Beta (archived)", archived: true });
    await experience(platform(), { businessId: theirs.id, name: "Another brand's" });

    const first = await send(platform(), "GET", `/business/name/${mine.domain.toUpperCase()}/experiences?per_page=1`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, per_page: 1, total: 2, total_exact: true });
    expect(first.body.experiences.map((e: { id: string; provider: { id: string } }) => [e.id, e.provider.id])).toEqual([[alpha.id, mine.id]]);
    const second = await send(platform(), "GET", `/business/name/${mine.domain}/experiences?page=2&per_page=1`);
    expect(second.body.experiences.map((e: { name: string }) => e.name)).toEqual([zebra.name]);
    const all = await send(platform(), "GET", `/business/name/${mine.domain}/experiences`);
    expect(all.body).toMatchObject({ page: 1, per_page: 20, total: 2 });
  });

  it("answers 404 for no such brand and 400 for a bad page size, in the platform's words", async () => {
    const mine = await brand(platform());
    expect(await send(platform(), "GET", "/business/name/nobody-here/experiences")).toMatchObject({ status: 404, body: { message: "No such brand." } });
    const tooMany = await send(platform(), "GET", `/business/name/${mine.domain}/experiences?per_page=51`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Query parameter "per_page": must be at most 50');
    expect((await send(platform(), "POST", `/business/name/${mine.domain}/experiences`)).status).toBe(405);
  });

  it("the site's client (experienceCalls(platform).ofBrand) reads the page", async () => {
    const mine = await brand(platform());
    const kayak = await experience(platform(), { businessId: mine.id, name: "Kayak" });
    const client = createPlatformCore({ baseUrl: "http://platform.test", apiUsername: "demo", apiKey: "demo-api-key", fetch: (input, init) => platform().fetch(new Request(input, init)) });
    const page = await experienceCalls(client).ofBrand(mine.domain, { perPage: 5 });
    expect(page).toMatchObject({ page: 1, perPage: 5, total: 1 });
    expect(page.experiences.map((e) => [e.id, e.name, e.provider.id])).toEqual([[kayak.id, "Kayak", mine.id]]);
  });
});
