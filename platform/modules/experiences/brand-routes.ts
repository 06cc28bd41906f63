/**
 * GET /business/name/{username}/experiences?page=&per_page= (platform/README.md "Businesses"): one
 * brand's listed (unarchived) experiences, by name then id, paged as GET /experiences/list answers.
 * A brand page's "experiences" block shows these: the marketplace's lists have no brand filter.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { parseQuery } from "../../http/validation";
import { brandIdByUsername } from "../businesses";
import { loadExperiences } from "./load";
import { listQuery } from "./requests";
import { experiences } from "./schema";
import { toExperienceWire } from "./wire";

export function brandExperienceRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  routes.get("/name/:username/experiences", async (c) => {
    const paging = parseQuery(c, listQuery);
    const businessId = await brandIdByUsername(db, c.req.param("username"));
    const listed = and(eq(experiences.businessId, businessId), eq(experiences.archived, false));
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
    const page = { experiences: loaded.map(toExperienceWire), page: paging.page, per_page: paging.perPage, total: counted?.total ?? 0, total_exact: true };
    return c.json(page);
  });
  allowOnly(routes, "/name/:username/experiences", ["GET"]);
  return routes;
}
