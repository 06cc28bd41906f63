/** Businesses on the wire (contract/api/businesses.ts `Business`). */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { onboardBrand } from "#contract/api/businesses";
import type { Business } from "./schema";
import { toContactDetailsWire } from "../../wire";

export function toBusinessWire(row: Business): HandlerAnswer<typeof onboardBrand> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    domain: row.domain,
    ...toContactDetailsWire(row),
    website: row.website,
    tier: row.tier,
    theme: { primary: row.themePrimary, secondary: row.themeSecondary },
    parent: row.parentId,
    featured: row.featured,
    time_created: row.timeCreated.toISOString(),
  };
}
