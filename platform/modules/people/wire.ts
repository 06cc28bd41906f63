/**
 * People on the wire (platform/README.md "People and follows"). A profile shows ONLY these
 * fields, to everyone (its owner included: one's own details are GET /account/me's): what
 * "public" means is the name, the picture, the follow counts and the brands the person owns,
 * never an email, phone, address or postal code, and never a birth date (DESIGN.md "Trust").
 */
import { z } from "zod";
import { avatarUrl } from "../accounts";
import type { Counts, OwnedBrand, PersonCard } from "./service";

const whole = (min: number, max: number) =>
  z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** POST /user/search. */
export const searchBody = z
  .object({ q: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"), page: whole(1, 100_000).default(1), per_page: whole(1, 50).default(20) })
  .strict();

export const toPersonCardWire = (person: PersonCard, publicUrl: string) => ({
  id: person.id,
  first_name: person.firstName,
  last_name: person.lastName,
  avatar_url: avatarUrl(publicUrl, person.avatarId),
});

/** A public profile: its card, the brands the person owns, and the follow counts. */
export const toProfileWire = (person: PersonCard, brands: OwnedBrand[], counts: Counts, publicUrl: string) => ({
  ...toPersonCardWire(person, publicUrl),
  brands: brands.map((brand) => ({ id: brand.id, name: brand.name, username: brand.username, logo: brand.logo })),
  followers: counts.followers,
  following: counts.following,
  followed_by_me: counts.followedByMe,
});
