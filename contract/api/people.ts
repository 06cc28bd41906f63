/**
 * People and follows (platform-core §7 "Users"; platform/README.md "People and follows"): public
 * profiles by id, email and name search, following, and the signed-in member's own follows and
 * network. A profile holds ONLY what "public" means (DESIGN.md "Trust"): name, picture, follow
 * counts and owned brands, never contact details or a birth date; a profile not made public is
 * the 404 of an unknown person (one's own is always found).
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, rateLimited } from "./errors";
import { wholeNumber } from "./fields";

const SPEC = "platform-core §7 Users";

/**
 * A person's id. Not checked here: an id that is no UUID is the 404 of an unknown person
 * ("No such person."), not the 404 of an unknown path.
 */
const person = z.object({ id: z.string().meta({ format: "uuid", description: "The person's id." }) });

// ── Bodies ──────────────────────────────────────────────────────────────────

const searchBody = z
  .object({
    q: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").meta({ description: "Words the name's words begin with; all must match." }),
    page: wholeNumber(1, 100_000).default(1),
    per_page: wholeNumber(1, 50).default(20),
  })
  .strict();

// ── What is answered ────────────────────────────────────────────────────────

const personCard = z
  .object({ id: z.uuid(), first_name: z.string().nullable(), last_name: z.string().nullable(), avatar_url: z.string().nullable() })
  .meta({ id: "PersonCard", description: "A person's name and picture: all that a list shows." });

const ownedBrand = z
  .object({ id: z.uuid(), name: z.string(), username: z.string(), logo: z.string().nullable() })
  .meta({ id: "OwnedBrand", description: "A brand the person owns; its public page is /b/{username}." });

const count = z.number().int().min(0);

const profile = personCard
  .extend({ brands: z.array(ownedBrand), followers: count, following: count, followed_by_me: z.boolean() })
  .meta({ id: "PublicProfile", description: "A public profile: the card, the brands the person owns, the follow counts and whether the caller follows the person." });

const peoplePage = z.object({ users: z.array(personCard), page: z.number().int().min(1), per_page: z.number().int().min(1), total: count }).meta({ id: "PeoplePage" });

const follows = z.object({ followers: z.object({ users: z.array(personCard) }), following: z.object({ users: z.array(personCard) }) }).meta({ id: "Follows" });

const network = z
  .object({
    following_count: count,
    followers_count: count,
    mutual_count: count,
    people: z.array(personCard.extend({ you_follow: z.boolean(), follows_you: z.boolean() })),
  })
  .meta({ id: "Network" });

// ── Refusals ────────────────────────────────────────────────────────────────

const noPerson: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No person of this id, or one whose profile is not public (one's own is always found)." };
const notYourself: Refusal = { status: 400, code: ERROR_CODES.invalidRequest, when: "The id is the caller's own: nobody follows themselves." };

export const getPerson = endpoint({
  id: "getPerson",
  method: "GET",
  path: "/user/id/{id}",
  summary: "A person's public profile",
  spec: SPEC,
  caller: "member",
  params: person,
  answer: { status: 200, json: profile },
  refusals: [noPerson],
});

export const getPersonByEmail = endpoint({
  id: "getPersonByEmail",
  method: "GET",
  path: "/user/email/{email}",
  summary: "A person's public profile, found by email address",
  spec: SPEC,
  caller: "member",
  params: z.object({ email: z.string().meta({ description: "The address, any case." }) }),
  answer: { status: 200, json: profile },
  refusals: [
    { ...noPerson, when: "No person of this email address, or one whose profile is not public." },
    rateLimited("Too many lookups by email from this member"),
  ],
});

export const searchPeople = endpoint({
  id: "searchPeople",
  method: "POST",
  path: "/user/search",
  summary: "Search public profiles by name",
  spec: SPEC,
  caller: "member",
  body: { json: searchBody },
  answer: { status: 200, json: peoplePage },
  refusals: [{ ...badBody, when: "`q` is missing or empty, or a page field is not a whole number in its range; `field` names it." }],
});

export const followPerson = endpoint({
  id: "followPerson",
  method: "POST",
  path: "/user/id/{id}/follow",
  summary: "Follow a person (again: unchanged)",
  spec: SPEC,
  caller: "member",
  params: person,
  answer: { status: 200, json: profile },
  refusals: [notYourself, noPerson],
});

export const unfollowPerson = endpoint({
  id: "unfollowPerson",
  method: "DELETE",
  path: "/user/id/{id}/follow",
  summary: "Unfollow a person (someone not followed: unchanged)",
  spec: SPEC,
  caller: "member",
  params: person,
  answer: { status: 204 },
  refusals: [notYourself, { status: 404, code: ERROR_CODES.notFound, when: "The id is no UUID." }],
});

export const getMyFollows = endpoint({
  id: "getMyFollows",
  method: "GET",
  path: "/account/my/follows",
  summary: "Who follows the caller and whom the caller follows, newest first",
  spec: SPEC,
  caller: "member",
  answer: { status: 200, json: follows },
  refusals: [],
});

export const getMyNetwork = endpoint({
  id: "getMyNetwork",
  method: "GET",
  path: "/account/my/network",
  summary: "The caller's network: everyone they follow or who follows them, with the counts",
  spec: SPEC,
  caller: "member",
  answer: { status: 200, json: network },
  refusals: [],
});

export const peopleEndpoints = [getPerson, getPersonByEmail, searchPeople, followPerson, unfollowPerson, getMyFollows, getMyNetwork] as const;
