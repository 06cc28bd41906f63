import type { PlatformCore } from "../core";
import { PlatformError } from "../errors";
import * as businesses from "#contract/api/businesses";
import * as venues from "#contract/api/venues";
import { endpointCall } from "../endpoint-call";
import { toBrand, type Brand } from "./businesses";
import * as editing from "#contract/api/experience-editing";
import { toExperience, type Experience } from "~/areas/marketplace/experience-entity.server";
import { toVenue, type Venue } from "~/areas/brands/venue-entity.server";

/* A signed-in brand owner's calls (platform/README.md "Brand owners"; spec platform-core §6, §7). */

/** POST /account/business/onboard's body; optional fields left empty are left out. */
export interface NewBrand {
  name: string;
  username: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  website?: string;
  /** `#rrggbb`; the platform's defaults are #00cde8 and #d400ff. */
  primaryColor?: string;
  secondaryColor?: string;
}

/** The owner's lists answer 404 "User has not created a brand" to someone who owns none: nothing to list. */
async function noneWithoutBrand<T>(call: () => Promise<T[]>): Promise<T[]> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return [];
    throw error;
  }
}

export function brandOwnerCalls(core: PlatformCore) {
  return {
    /** GET /account/business: the user's brands; none when the platform says the user has not created one (spec §6). */
    mine(): Promise<Brand[]> {
      return noneWithoutBrand(async () => (await core.call(endpointCall(businesses.listOwnBrands, {}, { prefix: "Unable to get your brands" }))).map(toBrand));
    },

    /** POST /account/business/onboard: starts a brand the user owns (201 the brand; 409 the username is taken). */
    async onboard(brand: NewBrand): Promise<Brand> {
      return toBrand(await core.call(endpointCall(businesses.onboardBrand, { body: brand }, { prefix: "Unable to start your brand" })));
    },

    /** GET /account/business/experiences: the experiences of every brand the user owns, archived ones too with `all`. */
    ownExperiences(options: { all?: boolean } = {}): Promise<Experience[]> {
      const query = options.all ? { all: "true" as const } : {};
      return noneWithoutBrand(async () =>
        (await core.call(endpointCall(editing.listOwnExperiences, { query }, { prefix: "Unable to get your brands' experiences" }))).map(toExperience),
      );
    },

    /** GET /account/business/venues: the venues of every brand the user owns. */
    ownVenues(): Promise<Venue[]> {
      return noneWithoutBrand(async () => (await core.call(endpointCall(venues.ownVenues, {}, { prefix: "Unable to get your brands' venues" }))).map(toVenue));
    },
  };
}
