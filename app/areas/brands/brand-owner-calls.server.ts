import * as businesses from "#contract/api/businesses";
import * as venues from "#contract/api/venues";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { noneWithoutBrand, toBrand, type Brand } from "~/areas/dashboard/own-brand-calls.server";
import * as editing from "#contract/api/experience-editing";
import { toExperience, type Experience } from "~/areas/marketplace/experience-entity.server";
import { toVenue, type Venue } from "./venue-entity.server";

/*
 * A signed-in brand owner's calls (platform/README.md "Brand owners"; spec platform-core §6, §7);
 * the list of their brands (mine) is the dashboard's: dashboard/own-brand-calls.server.ts.
 */

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

/** PUT /account/business/{id}'s body: every field is sent (a PUT: one left out is cleared). */
export interface BrandChanges {
  name: string;
  phone: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  website: string | null;
  primaryColor: string;
  secondaryColor: string;
}

export function brandOwnerCalls(core: PlatformCore) {
  return {
    /** POST /account/business/onboard: starts a brand the user owns (201 the brand; 409 the username is taken). */
    async onboard(brand: NewBrand): Promise<Brand> {
      return toBrand(await core.call(endpointCall(businesses.onboardBrand, { body: brand }, { prefix: "Unable to start your brand" })));
    },

    /** PUT /account/business/{id}: the brand's name, contact fields and colours (its username stays). */
    async update(brandId: string, changes: BrandChanges): Promise<Brand> {
      return toBrand(await core.call(endpointCall(businesses.updateOwnBrand, { params: { id: brandId }, body: changes }, { prefix: "Unable to save your brand" })));
    },

    /** PUT /account/business/{id}/logo: the brand with its new logo (re-encoded by the platform). */
    async uploadLogo(brandId: string, image: Blob, filename: string): Promise<Brand> {
      const file = image instanceof File && image.name === filename ? image : new File([image], filename, { type: image.type });
      return toBrand(await core.call(endpointCall(businesses.uploadBrandLogo, { params: { id: brandId }, body: { image: file } }, { prefix: "Unable to upload the logo" })));
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
