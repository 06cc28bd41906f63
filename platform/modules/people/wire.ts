/**
 * People on the wire (platform/README.md "People and follows"). A profile shows ONLY these
 * fields; it is answered only for a public profile (or one's own), so contact details appear only
 * where their owner made the profile public, and a birth date never.
 */
import { z } from "zod";
import { avatarUrl } from "../accounts/wire";
import type { Counts, PersonCard } from "./service";
import type { User } from "../../db/schema";

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

export function toPublicProfileWire(user: User, publicUrl: string) {
  return {
    ...toPersonCardWire(user, publicUrl),
    email: user.email,
    phone: user.phone,
    address: user.address,
    address_line_2: user.addressLine2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    public: user.public,
  };
}

export const toProfileWithCountsWire = (user: User, counts: Counts, publicUrl: string) => ({
  ...toPublicProfileWire(user, publicUrl),
  followers: counts.followers,
  following: counts.following,
  followed_by_me: counts.followedByMe,
});
