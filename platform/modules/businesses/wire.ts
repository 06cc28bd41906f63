/** Businesses on the wire (platform/README.md "Foundation endpoints"). */
import { z } from "zod";
import type { Business } from "./schema";
import { booleanFlag } from "../../http/validation";
import { toContactDetailsWire, type ContactDetailsWire } from "../../wire";

export type BusinessWire = {
  id: string;
  name: string;
  description: string | null;
  logo: string | null;
  domain: string;
} & ContactDetailsWire & {
  website: string | null;
  tier: number | null;
  theme: { primary: string; secondary: string };
  parent: string | null;
  featured: boolean;
  time_created: string;
};

export function toBusinessWire(row: Business): BusinessWire {
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

export const listQuery = z.object({ global: booleanFlag.optional() }).strict();
