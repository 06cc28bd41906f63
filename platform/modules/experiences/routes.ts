/**
 * Experiences — spec/platform-core.md §7 "Experiences" (the reading half, likes and share):
 * GET /experiences/list, /categories/{category}/list, /tags/{tag}/list, /id/{id};
 * GET /categories?empty=, /categories/tags?empty=, /categories/{category}/tags?empty=;
 * POST /search; POST and DELETE /id/{id}/likes (signed in); POST /id/{id}/share.
 * Public calls take a token when the caller holds one ("send the token only if held").
 */
import { Hono, type Context } from "hono";
import type { Database } from "../../db/connect";
import { optionalUser, requireUser, type Authenticate, type MaybeUserEnv, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseQuery, readJson } from "../../http/validation";
import { loadExperiences } from "./load";
import { emptyQuery, listQuery, parseSearchBody, type Paging, type SearchFilters } from "./requests";
import { findExperiences, type Viewer } from "./search";
import {
  addShare,
  categoriesWithCounts,
  categoryByName,
  existingExperienceId,
  setLike,
  tagByName,
  tagsWithCounts,
  viewerOf,
} from "./service";
import { toExperienceWire, type ExperienceWire } from "./wire";

/** `total` counts matches up to COUNT_CAP (search.ts); `total_exact` is false when there are more. */
export type ExperiencePage = { experiences: ExperienceWire[]; page: number; per_page: number; total: number; total_exact: boolean };

/** The site's page of an experience: what share answers (a path, so it works on any host). */
export const shareLink = (id: string) => `/experiences/${id}`;

export function experienceRoutes({ db, authenticate }: { db: Database; authenticate?: Authenticate }): Hono<MaybeUserEnv> {
  const routes = new Hono<MaybeUserEnv>();
  const maybeUser = optionalUser(authenticate);

  const wire = async (id: string, userId: string | null) => {
    const [loaded] = await loadExperiences(db, [id], userId);
    return toExperienceWire(loaded!);
  };

  const page = async (filters: SearchFilters, viewer: Viewer, paging: Paging): Promise<ExperiencePage> => {
    const found = await findExperiences(db, filters, viewer, paging);
    const loaded = await loadExperiences(db, found.ids, viewer.userId);
    return { experiences: loaded.map(toExperienceWire), page: paging.page, per_page: paging.perPage, total: found.total, total_exact: found.totalExact };
  };
  // Lists need no membership lookup: only budget search prices differ for members.
  const anyone = (c: Context<MaybeUserEnv>): Viewer => ({ userId: c.get("userId"), member: false });

  routes.get("/list", maybeUser, async (c) => c.json(await page({}, anyone(c), parseQuery(c, listQuery))));
  allowOnly(routes, "/list", ["GET"]);

  routes.get("/categories", maybeUser, async (c) => c.json(await categoriesWithCounts(db, parseQuery(c, emptyQuery).empty)));
  allowOnly(routes, "/categories", ["GET"]);

  routes.get("/categories/tags", maybeUser, async (c) => c.json(await tagsWithCounts(db, parseQuery(c, emptyQuery).empty)));
  allowOnly(routes, "/categories/tags", ["GET"]);

  routes.get("/categories/:category/tags", maybeUser, async (c) => {
    const category = await categoryByName(db, c.req.param("category"));
    return c.json(await tagsWithCounts(db, parseQuery(c, emptyQuery).empty, category.id));
  });
  allowOnly(routes, "/categories/:category/tags", ["GET"]);

  routes.get("/categories/:category/list", maybeUser, async (c) => {
    const category = await categoryByName(db, c.req.param("category"));
    return c.json(await page({ category: category.name }, anyone(c), parseQuery(c, listQuery)));
  });
  allowOnly(routes, "/categories/:category/list", ["GET"]);

  routes.get("/tags/:tag/list", maybeUser, async (c) => {
    const tag = await tagByName(db, c.req.param("tag"));
    return c.json(await page({ tags: [tag.name] }, anyone(c), parseQuery(c, listQuery)));
  });
  allowOnly(routes, "/tags/:tag/list", ["GET"]);

  routes.post("/search", maybeUser, async (c) => {
    const { filters, paging } = parseSearchBody(await readJson(c));
    const viewer = filters.budget ? await viewerOf(db, c.get("userId")) : anyone(c);
    return c.json(await page(filters, viewer, paging));
  });
  allowOnly(routes, "/search", ["POST"]);

  routes.get("/id/:id", maybeUser, async (c) => {
    const id = await existingExperienceId(db, c.req.param("id"));
    return c.json(await wire(id, c.get("userId")));
  });
  // PUT and DELETE (the owner's update and archive) are editing-routes.ts's, mounted before.
  allowOnly(routes, "/id/:id", authenticate ? ["GET", "PUT", "DELETE"] : ["GET"]);

  if (authenticate) {
    const signedIn = requireUser(authenticate);
    const like = (value: boolean) => async (c: Context<UserEnv>) => {
      const id = await existingExperienceId(db, c.req.param("id") ?? "");
      await setLike(db, id, c.get("userId"), value);
      return c.json(await wire(id, c.get("userId")));
    };
    // requireUser sets what MaybeUserEnv declares (userId), never null.
    const protectedRoutes = routes as unknown as Hono<UserEnv>;
    protectedRoutes.post("/id/:id/likes", signedIn, like(true));
    protectedRoutes.delete("/id/:id/likes", signedIn, like(false));
    allowOnly(routes, "/id/:id/likes", ["POST", "DELETE"]);
  }

  routes.post("/id/:id/share", maybeUser, async (c) => {
    const id = await existingExperienceId(db, c.req.param("id"));
    return c.json({ url: shareLink(id), shares: await addShare(db, id) });
  });
  allowOnly(routes, "/id/:id/share", ["POST"]);

  return routes;
}
