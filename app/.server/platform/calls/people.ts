import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { id, maybe } from "../wire";

/*
 * People and follows (spec platform-core §7 "Users"; platform/README.md "People and follows").
 * Every call is protected. A profile holds only what "public" means (DESIGN.md "Trust"): name,
 * picture, follow counts and owned brands, never contact details; the site adds none.
 */

/** A person in a follow list or the network: name and picture only. */
export interface PersonCard {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

/** A brand the person owns, shown on their profile (its public page is /b/{username}). */
export interface OwnedBrand {
  id: string;
  name: string;
  username: string;
  logo: string | null;
}

/** A profile looked up by id or email: the card, owned brands, counts and whether the viewer follows it. */
export interface Profile extends PersonCard {
  brands: OwnedBrand[];
  followers: number;
  following: number;
  followedByMe: boolean;
}

export interface PeoplePage {
  people: PersonCard[];
  page: number;
  perPage: number;
  total: number;
}

export interface Follows {
  followers: PersonCard[];
  following: PersonCard[];
}

const cardFields = { id, first_name: maybe(z.string()), last_name: maybe(z.string()), avatar_url: maybe(z.string()) };
type CardWire = { id: string; first_name: string | null; last_name: string | null; avatar_url: string | null };
const toCard = (w: CardWire): PersonCard => ({ id: w.id, firstName: w.first_name, lastName: w.last_name, avatarUrl: w.avatar_url });

const cardSchema: z.ZodType<PersonCard> = z.object(cardFields).transform(toCard);

const brandSchema = z.object({ id, name: z.string(), username: z.string(), logo: maybe(z.string()) });

/** Fields beyond these (a hosted platform's contact details) are dropped, never shown. */
export const profileSchema: z.ZodType<Profile> = z
  .object({
    ...cardFields,
    brands: z.array(brandSchema).default([]),
    followers: z.number().int().min(0),
    following: z.number().int().min(0),
    followed_by_me: z.boolean(),
  })
  .transform((w) => ({
    ...toCard(w),
    brands: w.brands,
    followers: w.followers,
    following: w.following,
    followedByMe: w.followed_by_me,
  }));

const searchSchema: z.ZodType<PeoplePage> = z
  .object({ users: z.array(cardSchema), page: z.number().int().min(1), per_page: z.number().int().min(1), total: z.number().int().min(0) })
  .transform((w) => ({ people: w.users, page: w.page, perPage: w.per_page, total: w.total }));

const followsSchema: z.ZodType<Follows> = z
  .object({ followers: z.object({ users: z.array(cardSchema) }), following: z.object({ users: z.array(cardSchema) }) })
  .transform((w) => ({ followers: w.followers.users, following: w.following.users }));

export function peopleCalls(core: PlatformCore) {
  return {
    /** GET /user/id/{id}: 404 for an unknown or private person (one's own is always found). */
    byId(personId: string): Promise<Profile> {
      return core.call({ prefix: "Unable to get person", method: "GET", path: path`/user/id/${personId}`, auth: "required", schema: profileSchema });
    },

    /** GET /user/email/{email}: the same, found by email address. */
    byEmail(email: string): Promise<Profile> {
      return core.call({ prefix: "Unable to get person", method: "GET", path: path`/user/email/${email}`, auth: "required", schema: profileSchema });
    },

    /** POST /user/search: public profiles whose names have words beginning with each word of `q`. */
    search(options: { q: string; page?: number; perPage?: number }): Promise<PeoplePage> {
      return core.call({
        prefix: "Unable to search people",
        method: "POST",
        path: "/user/search",
        json: { q: options.q, page: options.page, per_page: options.perPage },
        auth: "required",
        schema: searchSchema,
      });
    },

    /** POST /user/id/{id}/follow: the followed profile (again: unchanged). */
    follow(personId: string): Promise<Profile> {
      return core.call({ prefix: "Unable to follow", method: "POST", path: path`/user/id/${personId}/follow`, auth: "required", schema: profileSchema });
    },

    /** DELETE /user/id/{id}/follow (someone not followed: unchanged). */
    async unfollow(personId: string): Promise<void> {
      await core.call({ prefix: "Unable to unfollow", method: "DELETE", path: path`/user/id/${personId}/follow`, auth: "required", schema: z.unknown() });
    },

    /** GET /account/my/follows: who follows the signed-in person and whom they follow, newest first. */
    follows(): Promise<Follows> {
      return core.call({ prefix: "Unable to get follows", method: "GET", path: "/account/my/follows", auth: "required", schema: followsSchema });
    },
  };
}
