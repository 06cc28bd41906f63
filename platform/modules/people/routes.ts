/**
 * People — spec/platform-core.md §7 "Users" (protected): GET /user/id/{id}, GET
 * /user/email/{email}, POST /user/search (q), POST and DELETE /user/id/{id}/follow; and the
 * signed-in person's GET /account/my/follows and GET /account/my/network.
 */
import { Hono } from "hono";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { brandsOf, countsOf, follow, followsOf, personByEmail, personById, searchPeople, unfollow } from "./service";
import { searchBody, toPersonCardWire, toProfileWire } from "./wire";

export function userRoutes(services: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  routes.use("*", requireUser((token) => authenticate(services, token)));
  const profile = async (viewerId: string, id: string) =>
    toProfileWire(await personById(db, viewerId, id), await brandsOf(db, id), await countsOf(db, viewerId, id), publicUrl);

  routes.get("/id/:id", async (c) => c.json(await profile(c.get("userId"), c.req.param("id"))));
  allowOnly(routes, "/id/:id", ["GET"]);
  routes.get("/email/:email", async (c) => {
    // Counted per account before the lookup (infra/rate-limit.ts "emailLookup"): probing which addresses are members stays slow.
    await services.limiter.lookUpByEmail(c.get("userId"));
    const user = await personByEmail(db, c.get("userId"), c.req.param("email"));
    return c.json(await profile(c.get("userId"), user.id));
  });
  allowOnly(routes, "/email/:email", ["GET"]);

  routes.post("/id/:id/follow", async (c) => {
    const followee = await follow(db, c.get("userId"), c.req.param("id"), new Date(services.clock.now()));
    return c.json(await profile(c.get("userId"), followee.id));
  });
  routes.delete("/id/:id/follow", async (c) => {
    await unfollow(db, c.get("userId"), c.req.param("id"));
    return c.body(null, 204);
  });
  allowOnly(routes, "/id/:id/follow", ["POST", "DELETE"]);

  routes.post("/search", async (c) => {
    const { q, page, per_page } = await parseJsonBody(c, searchBody);
    const found = await searchPeople(db, { q, page, perPage: per_page });
    return c.json({ users: found.people.map((user) => toPersonCardWire(user, publicUrl)), page, per_page, total: found.total });
  });
  allowOnly(routes, "/search", ["POST"]);
  return routes;
}

/** Mounted at /account/my, before /account (whose routes answer everything else there). */
export function networkRoutes(services: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(services, token));

  routes.get("/follows", signedIn, async (c) => {
    const { followers, following } = await followsOf(db, c.get("userId"));
    const card = (person: Parameters<typeof toPersonCardWire>[0]) => toPersonCardWire(person, publicUrl);
    return c.json({ followers: { users: followers.map(card) }, following: { users: following.map(card) } });
  });
  allowOnly(routes, "/follows", ["GET"]);

  routes.get("/network", signedIn, async (c) => {
    const { followers, following } = await followsOf(db, c.get("userId"));
    const followsMe = new Set(followers.map((person) => person.id));
    const iFollow = new Set(following.map((person) => person.id));
    const everyone = new Map([...following, ...followers].map((person) => [person.id, person]));
    const people = [...everyone.values()].map((person) => ({
      ...toPersonCardWire(person, publicUrl),
      you_follow: iFollow.has(person.id),
      follows_you: followsMe.has(person.id),
    }));
    const mutual = people.filter((person) => person.you_follow && person.follows_you).length;
    return c.json({ following_count: iFollow.size, followers_count: followsMe.size, mutual_count: mutual, people });
  });
  allowOnly(routes, "/network", ["GET"]);
  return routes;
}
