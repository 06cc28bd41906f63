/**
 * People — spec/platform-core.md §7 "Users" (protected), served from contract/api/people.ts: GET
 * /user/id/{id}, GET /user/email/{email}, POST /user/search (q), POST and DELETE
 * /user/id/{id}/follow; and the signed-in person's GET /account/my/follows and GET
 * /account/my/network.
 */
import { Hono } from "hono";
import * as api from "#contract/api/people";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { brandsOf, countsOf, follow, followsOf, personByEmail, personById, searchPeople, unfollow } from "./service";
import { toPersonCardWire, toProfileWire } from "./wire";

/**
 * Mounted at the root (the contract's paths are whole), before /account, whose routes answer
 * everything else under /account/my.
 */
export function peopleRoutes(services: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  const member = { use: [requireUser((token) => authenticate(services, token))] };
  const profile = async (viewerId: string, id: string) =>
    toProfileWire(await personById(db, viewerId, id), await brandsOf(db, id), await countsOf(db, viewerId, id), publicUrl);
  const card = (person: Parameters<typeof toPersonCardWire>[0]) => toPersonCardWire(person, publicUrl);

  serve(routes, api.getPerson, async ({ params }, c) => profile(c.get("userId"), params.id), member);
  serve(
    routes,
    api.getPersonByEmail,
    async ({ params }, c) => {
      // Counted per account before the lookup (infra/rate-limit.ts "emailLookup"): probing which addresses are members stays slow.
      await services.limiter.lookUpByEmail(c.get("userId"));
      const user = await personByEmail(db, c.get("userId"), params.email);
      return profile(c.get("userId"), user.id);
    },
    member,
  );
  serve(
    routes,
    api.followPerson,
    async ({ params }, c) => {
      const followee = await follow(db, c.get("userId"), params.id, new Date(services.clock.now()));
      return profile(c.get("userId"), followee.id);
    },
    member,
  );
  serve(
    routes,
    api.unfollowPerson,
    async ({ params }, c) => {
      await unfollow(db, c.get("userId"), params.id);
      return undefined;
    },
    member,
  );
  serve(
    routes,
    api.searchPeople,
    async ({ body }) => {
      const { q, page, per_page } = body;
      const found = await searchPeople(db, { q, page, perPage: per_page });
      return { users: found.people.map(card), page, per_page, total: found.total };
    },
    member,
  );

  serve(
    routes,
    api.getMyFollows,
    async (_, c) => {
      const { followers, following } = await followsOf(db, c.get("userId"));
      return { followers: { users: followers.map(card) }, following: { users: following.map(card) } };
    },
    member,
  );
  serve(
    routes,
    api.getMyNetwork,
    async (_, c) => {
      const { followers, following } = await followsOf(db, c.get("userId"));
      const followsMe = new Set(followers.map((person) => person.id));
      const iFollow = new Set(following.map((person) => person.id));
      const everyone = new Map([...following, ...followers].map((person) => [person.id, person]));
      const people = [...everyone.values()].map((person) => ({ ...card(person), you_follow: iFollow.has(person.id), follows_you: followsMe.has(person.id) }));
      const mutual = people.filter((person) => person.you_follow && person.follows_you).length;
      return { following_count: iFollow.size, followers_count: followsMe.size, mutual_count: mutual, people };
    },
    member,
  );

  refuseOtherMethods(routes, api.peopleEndpoints);
  return routes;
}
