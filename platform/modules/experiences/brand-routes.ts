/**
 * GET /business/name/{username}/experiences?page=&per_page= (platform/README.md "Brand pages"): one
 * brand's listed (unarchived) experiences, by name then id, paged as GET /experiences/list answers.
 * A brand page's "experiences" block shows these: the marketplace's lists have no brand filter.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import { listBrandExperiences } from "#contract/api/experiences";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { brandIdByUsername } from "../businesses";
import { loadExperiences } from "./load";
import { pagingOf } from "./requests";
import { experiences } from "./schema";
import { toExperienceWire } from "./wire";

export function brandExperienceRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  serve(routes, listBrandExperiences, async ({ params, query }) => {
    const paging = pagingOf(query);
    const businessId = await brandIdByUsername(db, params.username);
    const listed = and(eq(experiences.businessId, businessId), eq(experiences.listed, true), eq(experiences.archived, false));
    const [rows, [counted]] = await Promise.all([
      db
        .select({ id: experiences.id })
        .from(experiences)
        .where(listed)
        .orderBy(asc(experiences.name), asc(experiences.id))
        .limit(paging.perPage)
        .offset((paging.page - 1) * paging.perPage),
      db.select({ total: count() }).from(experiences).where(listed),
    ]);
    const loaded = await loadExperiences(db, rows.map((row) => row.id), null);
    // The shape of GET /experiences/list (ExperiencePage); the total is exact: one brand is few rows.
    return { experiences: loaded.map(toExperienceWire), page: paging.page, per_page: paging.perPage, total: counted?.total ?? 0, total_exact: true };
  });
  refuseOtherMethods(routes, [listBrandExperiences]);
  return routes;
}
