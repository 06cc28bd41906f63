/** The demo seed: fills an empty platform once, and never duplicates or overwrites on a restart. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses, membershipPlans } from "../../platform/schema";
import { demoBusinesses } from "../../platform/seed/demo-businesses";
import { demoExperiences } from "../../platform/seed/demo-experiences";
import { demoPlans } from "../../platform/seed/demo-plans";
import { createPlatform, type Platform } from "../../platform/index";
import { seed } from "../../platform/seed/seed";
import { referenceTaxonomy } from "../../platform/seed/taxonomy";
import { callApi, databaseTargets, DEMO_CREDENTIAL, platformOptions } from "../support/platform";

async function counts(platform: Platform) {
  const [row] = await platform.db.execute<{ plans: number; businesses: number }>(sql`
    SELECT (SELECT count(*)::int FROM membership_plans) AS plans,
           (SELECT count(*)::int FROM businesses) AS businesses`).then((result) => result.rows);
  return row;
}

describe.each(databaseTargets)("seed on $name", (target) => {
  it("seeds an empty platform once; a restart on the same data adds nothing and keeps people's changes", async () => {
    const database = await target.create({ onDisk: true });
    try {
      const first = await createPlatform(platformOptions(database));
      const plansBefore = await first.db.select().from(membershipPlans).orderBy(membershipPlans.tier);
      const directoryBefore = await callApi<{ id: string; domain: string }[]>(first, "/business/list?global=true");
      try {
        expect(await counts(first)).toEqual({ plans: demoPlans.length, businesses: demoBusinesses.length });
        expect(demoBusinesses.length).toBe(14);
        // Changes a person made after the seed, which a restart must not undo.
        await first.db
          .update(membershipPlans)
          .set({ description: "Edited by an administrator." })
          .where(eq(membershipPlans.name, "Creator"));
        await first.db.delete(businesses).where(eq(businesses.domain, "harborletterpress"));
      } finally {
        await first.close();
      }

      const second = await createPlatform(platformOptions(database));
      try {
        expect(await counts(second)).toEqual({ plans: 4, businesses: 13 });
        const plansAfter = await second.db.select().from(membershipPlans).orderBy(membershipPlans.tier);
        expect(plansAfter.map((plan) => plan.id)).toEqual(plansBefore.map((plan) => plan.id));
        expect(plansAfter[0]?.description).toBe("Edited by an administrator.");
        const directoryAfter = await callApi<{ id: string; domain: string }[]>(second, "/business/list?global=true");
        expect(directoryAfter.body).toEqual(
          directoryBefore.body.filter((business) => business.domain !== "harborletterpress"),
        );
        expect(await seed(second.db, { ownerCredentialId: null, businesses: true })).toEqual({ seeded: false, plans: 0, categories: 0, businesses: 0, experiences: 0 });
        expect(await counts(second)).toEqual({ plans: 4, businesses: 13 });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it("leaves the platform empty with seed: false, and a later seed fills it", async () => {
    const database = await target.create();
    const platform = await createPlatform(platformOptions(database, { seed: false }));
    try {
      expect(await counts(platform)).toEqual({ plans: 0, businesses: 0 });
      expect((await callApi(platform, "/membership/plans")).body).toEqual([]);
      // Credentials are set up even without a seed.
      expect((await callApi(platform, "/business/list", { credential: DEMO_CREDENTIAL })).status).toBe(200);
      expect(await seed(platform.db, { ownerCredentialId: null, businesses: true })).toEqual({
        seeded: true,
        plans: 4,
        categories: referenceTaxonomy.length,
        businesses: 14,
        experiences: demoExperiences.length,
      });
      // Owned by no credential: in the directory, but in nobody's own list.
      expect((await callApi<unknown[]>(platform, "/business/list?global=true")).body.length).toBe(14);
      expect((await callApi<unknown[]>(platform, "/business/list")).body).toEqual([]);
    } finally {
      await platform.close();
      await database.drop();
    }
  });

  it.runIf(target.name === "postgres")("seeds once when two platforms start on one database at the same time", async () => {
    const database = await target.create();
    const started = await Promise.allSettled([
      createPlatform(platformOptions(database)),
      createPlatform(platformOptions(database)),
    ]);
    try {
      for (const result of started) expect(result.status).toBe("fulfilled");
      const [first] = started;
      if (first?.status !== "fulfilled") throw new Error("unreachable");
      expect(await counts(first.value)).toEqual({ plans: 4, businesses: 14 });
    } finally {
      for (const result of started) if (result.status === "fulfilled") await result.value.close();
      await database.drop();
    }
  });
});
