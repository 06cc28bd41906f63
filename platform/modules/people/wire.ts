/**
 * People on the wire (contract/api/people.ts; platform/README.md "People and follows"). A profile
 * shows ONLY these fields, to everyone (its owner included: one's own details are GET
 * /account/me's): what "public" means is the name, the picture, the follow counts and the brands
 * the person owns, never an email, phone, address or postal code, and never a birth date
 * (DESIGN.md "Trust").
 */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type * as api from "#contract/api/people";
import { avatarUrl } from "../accounts";
import type { Counts, OwnedBrand, PersonCard } from "./service";

type ProfileWire = HandlerAnswer<typeof api.getPerson>;
type PersonCardWire = HandlerAnswer<typeof api.searchPeople>["users"][number];

export const toPersonCardWire = (person: PersonCard, publicUrl: string): PersonCardWire => ({
  id: person.id,
  first_name: person.firstName,
  last_name: person.lastName,
  avatar_url: avatarUrl(publicUrl, person.avatarId),
});

/** A public profile: its card, the brands the person owns, and the follow counts. */
export const toProfileWire = (person: PersonCard, brands: OwnedBrand[], counts: Counts, publicUrl: string): ProfileWire => ({
  ...toPersonCardWire(person, publicUrl),
  brands: brands.map((brand) => ({ id: brand.id, name: brand.name, username: brand.username, logo: brand.logo })),
  followers: counts.followers,
  following: counts.following,
  followed_by_me: counts.followedByMe,
});
