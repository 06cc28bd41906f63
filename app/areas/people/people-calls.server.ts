import type { CallAnswer } from "#contract/api/endpoint";
import * as api from "#contract/api/people";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/*
 * People and follows (spec platform-core §7 "Users"; platform/README.md "People and follows"),
 * called through contract/api/people.ts. Every call is protected. A profile holds only what
 * "public" means (DESIGN.md "Trust"): name, picture, follow counts and owned brands, never
 * contact details; the site adds none (fields beyond the contract's are dropped by its schema).
 */

/** A person in a follow list or the network: name and picture only. */
export interface PersonCard {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

/** A brand the person owns, shown on their profile (its public page is /b/{username}). */
export type OwnedBrand = CallAnswer<typeof api.getPerson>["brands"][number];

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

/** Someone in the member's network, and which way the follow goes. */
export interface NetworkPerson extends PersonCard {
  youFollow: boolean;
  followsYou: boolean;
}

/** GET /account/my/network: everyone the member follows or is followed by, once each, with the counts. */
export interface Network {
  followingCount: number;
  followersCount: number;
  mutualCount: number;
  people: NetworkPerson[];
}

type CardWire = CallAnswer<typeof api.searchPeople>["users"][number];
const toCard = (w: CardWire): PersonCard => ({ id: w.id, firstName: w.first_name, lastName: w.last_name, avatarUrl: w.avatar_url });

const toProfile = (w: CallAnswer<typeof api.getPerson>): Profile => ({
  ...toCard(w),
  brands: w.brands.map(({ id, name, username, logo }) => ({ id, name, username, logo })),
  followers: w.followers,
  following: w.following,
  followedByMe: w.followed_by_me,
});

export function peopleCalls(core: PlatformCore) {
  return {
    /** GET /user/id/{id}: 404 for an unknown or private person (one's own is always found). */
    async byId(personId: string): Promise<Profile> {
      return toProfile(await core.call(endpointCall(api.getPerson, { params: { id: personId } }, { prefix: "Unable to get person" })));
    },

    /** GET /user/email/{email}: the same, found by email address. */
    async byEmail(email: string): Promise<Profile> {
      return toProfile(await core.call(endpointCall(api.getPersonByEmail, { params: { email } }, { prefix: "Unable to get person" })));
    },

    /** POST /user/search: public profiles whose names have words beginning with each word of `q`. */
    async search(options: { q: string; page?: number; perPage?: number }): Promise<PeoplePage> {
      const found = await core.call(endpointCall(api.searchPeople, { body: { q: options.q, page: options.page, per_page: options.perPage } }, { prefix: "Unable to search people" }));
      return { people: found.users.map(toCard), page: found.page, perPage: found.per_page, total: found.total };
    },

    /** POST /user/id/{id}/follow: the followed profile (again: unchanged). */
    async follow(personId: string): Promise<Profile> {
      return toProfile(await core.call(endpointCall(api.followPerson, { params: { id: personId } }, { prefix: "Unable to follow" })));
    },

    /** DELETE /user/id/{id}/follow (someone not followed: unchanged). */
    async unfollow(personId: string): Promise<void> {
      await core.call(endpointCall(api.unfollowPerson, { params: { id: personId } }, { prefix: "Unable to unfollow" }));
    },

    /** GET /account/my/follows: who follows the signed-in person and whom they follow, newest first. */
    async follows(): Promise<Follows> {
      const follows = await core.call(endpointCall(api.getMyFollows, {}, { prefix: "Unable to get follows" }));
      return { followers: follows.followers.users.map(toCard), following: follows.following.users.map(toCard) };
    },

    /** GET /account/my/network: the people the member follows first (newest first), then the other followers. */
    async network(): Promise<Network> {
      const w = await core.call(endpointCall(api.getMyNetwork, {}, { prefix: "Unable to get your network" }));
      return {
        followingCount: w.following_count,
        followersCount: w.followers_count,
        mutualCount: w.mutual_count,
        people: w.people.map((person) => ({ ...toCard(person), youFollow: person.you_follow, followsYou: person.follows_you })),
      };
    },
  };
}
