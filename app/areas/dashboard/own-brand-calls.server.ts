import * as businesses from "#contract/api/businesses";
import type { onboardBrand } from "#contract/api/businesses";
import type { CallAnswer } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { PlatformError } from "~/.server/platform/errors";
import { postalAddress, type PostalAddress } from "~/.server/platform/wire";

/*
 * The brands a member owns (spec platform-core §3, §6). The dashboard's overview lists them and
 * brands/ imports the dashboard (the member area's frame), so the Brand entity and `mine` live
 * here, where both may read them (brands/brand-calls.server.ts holds the public calls on brands).
 */

export interface BrandTheme {
  primary: string;
  secondary: string;
}


export interface Brand extends PostalAddress {
  id: string;
  name: string;
  /** The brand's username: the wire's `domain`. */
  username: string;
  description: string | null;
  website: string | null;
  /** URL path or absolute URL of an image. */
  logo: string | null;
  /** See `membershipTiers`; null when none. */
  tier: number | null;
  theme: BrandTheme | null;
  /** Id of the parent brand. */
  parent: string | null;
  featured: boolean;
  created: string | null;
}

/** The spec calls the same thing a brand and a business. */
export type Business = Brand;

type BusinessWire = CallAnswer<typeof onboardBrand>;

/** The contract's business as the site's Brand: `domain` is its username. */
export function toBrand(w: BusinessWire): Brand {
  return {
    id: w.id,
    name: w.name,
    username: w.domain,
    description: w.description,
    ...postalAddress(w),
    website: w.website,
    logo: w.logo,
    tier: w.tier,
    theme: w.theme,
    parent: w.parent,
    featured: w.featured,
    created: w.time_created,
  };
}

/** The owner's lists answer 404 "User has not created a brand" to someone who owns none: nothing to list. */
export async function noneWithoutBrand<T>(call: () => Promise<T[]>): Promise<T[]> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return [];
    throw error;
  }
}

export function ownBrandCalls(core: PlatformCore) {
  return {
    /** GET /account/business: the user's brands; none when the platform says the user has not created one (spec §6). */
    mine(): Promise<Brand[]> {
      return noneWithoutBrand(async () => (await core.call(endpointCall(businesses.listOwnBrands, {}, { prefix: "Unable to get your brands" }))).map(toBrand));
    },
  };
}
