/**
 * Experience pages above 1,000 matches (platform/README.md "Experiences"): the total is counted
 * up to 1,000 and then says so (`total_exact: false`), and the pages still go on in the stable
 * order, never repeating or skipping one. 1,100 generated experiences (the bench's, 2% archived).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ExperiencePage } from "../../platform/modules/experiences/wire";
import { forgetSharedAnswers } from "../../platform/infra/shared-cache";
import { seedBenchExperiences as seed } from "../../scripts/lib/bench-experiences";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("experience totals above 1,000 on $name", (target) => {
  const platform = usePlatform(target);
  const search = async (json: Record<string, unknown>) => (await send<ExperiencePage>(platform(), "POST", "/experiences/search", { json })).body;
  const list = async (path: string) => (await send<ExperiencePage>(platform(), "GET", path)).body;
  const ids = async (query: string) => (await platform().db.execute<{ id: string }>(sql.raw(query))).rows.map((row) => row.id);
  const listed = async () => (await ids("SELECT id FROM experiences WHERE NOT archived")).length;
  // Written in the tables directly, as another process would: the anonymous pages this process
  // kept (docs/performance.md "Shared data") are forgotten, as they would be within 30 seconds.
  const seedBenchExperiences = async (db: Parameters<typeof seed>[0], count: number) => {
    await seed(db, count);
    forgetSharedAnswers();
  };
  /** Lists `count` listed experiences and archives the rest. */
  const keepListed = async (count: number) => {
    await platform().db.execute(sql`UPDATE experiences SET archived = (rank > ${count})
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rank FROM experiences) AS ranked WHERE experiences.id = ranked.id`);
    forgetSharedAnswers();
  };

  /** Every page of a search until the first empty one (the total cannot say where the end is), or `upTo` results. */
  async function walk(body: Record<string, unknown>, perPage: number, upTo = Infinity): Promise<string[]> {
    const found: string[] = [];
    for (let page = 1; found.length < upTo; page++) {
      const { experiences } = await search({ ...body, page, per_page: perPage });
      if (experiences.length === 0) return found;
      found.push(...experiences.map((experience) => experience.id));
    }
    return found;
  }

  it("counts exactly up to 1,000 matches and says when there are more", async () => {
    expect(await search({})).toMatchObject({ total: await listed(), total_exact: true });
    await seedBenchExperiences(platform().db, 1100);
    expect(await listed()).toBeGreaterThan(1000);
    expect(await search({})).toMatchObject({ page: 1, per_page: 20, total: 1000, total_exact: false });
    expect(await search({ partySize: 4, page: 3 })).toMatchObject({ page: 3, total: 1000, total_exact: false });
    expect(await list("/experiences/list")).toMatchObject({ total: 1000, total_exact: false });
    // Fewer matches than the cap: the exact count.
    const wellness = await ids(`SELECT e.id FROM experiences e JOIN experience_categories c ON c.id = e.category_id WHERE c.name = 'wellness' AND NOT e.archived`);
    expect(wellness.length).toBeGreaterThan(100);
    expect(await search({ category: "wellness", petFriendly: false })).toMatchObject({ total: wellness.length, total_exact: true });
    expect(await list("/experiences/categories/wellness/list")).toMatchObject({ total: wellness.length, total_exact: true });
    // At the cap and either side of it.
    for (const [count, total, exact] of [[1000, 1000, true], [999, 999, true], [1001, 1000, false]] as const) {
      await keepListed(count);
      expect(await search({}), `${count} listed`).toMatchObject({ total, total_exact: exact });
    }
  });

  it("pages past 1,000 matches in the stable order, never repeating or skipping", async () => {
    await seedBenchExperiences(platform().db, 1100);
    const everyListed = await ids(`SELECT id::text FROM experiences WHERE NOT archived ORDER BY name COLLATE "C", id`);
    expect(await walk({}, 50)).toEqual(everyListed);
    // Pet-friendly and for 2 on a Saturday morning: the same order, narrowed.
    const narrowed = await walk({ petFriendly: true, partySize: 2, dateRange: { from: "2026-12-05", to: "2026-12-05" }, timeOfDay: "morning" }, 50);
    const expected = await ids(`SELECT id::text FROM experiences WHERE NOT archived AND pet_friendly AND min_guests <= 2 AND max_guests >= 2
      AND id IN (SELECT experience_id FROM experience_availabilities WHERE saturday AND start_hour < 12 AND end_hour * 60 + end_minute > 300)
      ORDER BY name COLLATE "C", id`);
    expect(expected.length).toBeGreaterThan(0);
    expect(narrowed).toEqual(expected);
    // With keywords (best match first, then the same order; every description has "a local host"):
    // small pages and large agree.
    const local = await walk({ keywords: "local" }, 50);
    expect(local.length).toBeGreaterThan(1000);
    expect(new Set(local).size).toBe(local.length);
    expect((await walk({ keywords: "local" }, 7, 140)).slice(0, 140)).toEqual(local.slice(0, 140));
  });
});
