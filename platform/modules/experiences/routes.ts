/**
 * Experiences — spec/platform-core.md §7 "Experiences" (the reading half, likes and share), served
 * from their endpoints (contract/api/experiences.ts): the lists, one experience, the categories
 * and tags, POST /experiences/search, likes (signed in) and share. Public calls take a token when
 * the caller holds one ("send the token only if held").
 */
import { Hono, type Context } from "hono";
import * as api from "#contract/api/experiences";
import type { Database } from "../../db/connect";
import { optionalUser, requireUser, type Authenticate, type MaybeUserEnv, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { refuseOtherMethods, serve } from "../../http/serve";
import { distanceWire, greatCircleKm } from "../../infra/geo";
import { loadExperiences } from "./load";
import { pagingOf, searchBodyAsGiven, searchOf, type Paging, type SearchFilters } from "./requests";
import { findExperiences, type Viewer } from "./search";
import { addShare, anonymousPage, categoriesWithCounts, categoryByName, existingExperienceId, likedAmong, setLike, tagByName, tagsWithCounts, viewerOf } from "./service";
import { toExperienceWire, type ExperiencePage } from "./wire";

/** The site's page of an experience: what share answers (a path, so it works on any host). */
export const shareLink = (id: string) => `/experiences/${id}`;

export function experienceRoutes({ db, authenticate }: { db: Database; authenticate?: Authenticate }): Hono<MaybeUserEnv> {
  const routes = new Hono<MaybeUserEnv>();
  const maybeUser = { use: [optionalUser(authenticate)] };

  const wire = async (id: string, userId: string | null) => {
    const [loaded] = await loadExperiences(db, [id], userId);
    return toExperienceWire(loaded!);
  };

  const readPage = async (filters: SearchFilters, viewer: Viewer, paging: Paging): Promise<ExperiencePage> => {
    const found = await findExperiences(db, filters, viewer, paging);
    const loaded = await loadExperiences(db, found.ids, viewer.userId);
    return { experiences: loaded.map(toExperienceWire), page: paging.page, per_page: paging.perPage, total: found.total, total_exact: found.totalExact };
  };
  // The page every caller without a session sees is kept per process (service.ts), per routes (a
  // sandbox tenant's are its own). A signed-in caller is given that same page with their own likes,
  // read for them every time; a budget search's member prices are read for the member.
  const keptPages = {};
  const page = async (filters: SearchFilters, viewer: Viewer, paging: Paging): Promise<ExperiencePage> => {
    if (viewer.member) return readPage(filters, viewer, paging);
    const shared = await anonymousPage(keptPages, JSON.stringify([filters, paging.page, paging.perPage]), () => readPage(filters, { userId: null, member: false }, paging));
    if (viewer.userId === null) return shared;
    const liked = await likedAmong(db, viewer.userId, shared.experiences.map((experience) => experience.id));
    return { ...shared, experiences: shared.experiences.map((experience) => ({ ...experience, liked: liked.has(experience.id) })) };
  };
  // Lists need no membership lookup: only budget search prices differ for members.
  const anyone = (c: Context<MaybeUserEnv>): Viewer => ({ userId: c.get("userId"), member: false });

  serve(routes, api.listExperiences, async ({ query }, c) => page({}, anyone(c), pagingOf(query)), maybeUser);
  serve(routes, api.listCategories, async ({ query }) => categoriesWithCounts(db, query.empty), maybeUser);
  serve(routes, api.listTags, async ({ query }) => tagsWithCounts(db, query.empty), maybeUser);
  serve(
    routes,
    api.listCategoryTags,
    async ({ params, query }) => {
      const category = await categoryByName(db, params.category);
      return tagsWithCounts(db, query.empty, category.id);
    },
    maybeUser,
  );
  serve(
    routes,
    api.listCategoryExperiences,
    async ({ params, query }, c) => {
      const category = await categoryByName(db, params.category);
      return page({ category: category.name }, anyone(c), pagingOf(query));
    },
    maybeUser,
  );
  serve(
    routes,
    api.listTagExperiences,
    async ({ params, query }, c) => {
      const tag = await tagByName(db, params.tag);
      return page({ tags: [tag.name] }, anyone(c), pagingOf(query));
    },
    maybeUser,
  );
  serve(
    routes,
    api.searchExperiences,
    async ({ body }, c) => {
      const { filters, paging } = searchOf(body);
      const viewer = filters.budget ? await viewerOf(db, c.get("userId")) : anyone(c);
      const found = await page(filters, viewer, paging);
      // Each card's distance from the search's location, in the same answer (never a call per card).
      const from = filters.location;
      const distanceOf = ({ latitude, longitude }: { latitude: number | null; longitude: number | null }) =>
        from && latitude !== null && longitude !== null ? distanceWire(greatCircleKm(from, { latitude, longitude })) : null;
      return { ...found, experiences: found.experiences.map((experience) => ({ ...experience, distance: distanceOf(experience) })) };
    },
    // The body as given (requests.ts) is what the contract's schema reads.
    { ...maybeUser, prepareBody: searchBodyAsGiven },
  );
  serve(routes, api.getExperience, async ({ params }, c) => wire(await existingExperienceId(db, params.id), c.get("userId")), maybeUser);
  serve(
    routes,
    api.shareExperience,
    async ({ params }) => {
      const id = await existingExperienceId(db, params.id);
      return { url: shareLink(id), shares: await addShare(db, id) };
    },
    maybeUser,
  );

  if (authenticate) {
    // requireUser sets what MaybeUserEnv declares (userId), never null.
    const protectedRoutes = routes as unknown as Hono<UserEnv>;
    const signedIn = { use: [requireUser(authenticate)] };
    const like = (value: boolean) => async ({ params }: { params: { id: string } }, c: Context<UserEnv>) => {
      const id = await existingExperienceId(db, params.id);
      await setLike(db, id, c.get("userId"), value);
      return wire(id, c.get("userId"));
    };
    serve(protectedRoutes, api.likeExperience, like(true), signedIn);
    serve(protectedRoutes, api.unlikeExperience, like(false), signedIn);
  }

  const served = api.experiencesEndpoints.filter((endpoint) => endpoint !== api.getExperience && (authenticate || (endpoint !== api.likeExperience && endpoint !== api.unlikeExperience)));
  refuseOtherMethods(routes, served);
  // PUT and DELETE of /experiences/id/{id} (the owner's update and archive) are the editing
  // routes', mounted before these: the 405 names them too.
  allowOnly(routes, "/experiences/id/:id", authenticate ? ["GET", "PUT", "DELETE"] : ["GET"]);

  return routes;
}
