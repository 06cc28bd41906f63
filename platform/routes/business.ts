/**
 * Businesses (the Brand entity, spec/platform-core.md §3) — public listing of §7
 * "Businesses and brand pages". Brand pages and onboarding will join this module.
 */
import { asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { businesses, type Business } from "../db/schema";
import { allowOnly, booleanFlag, parseQuery, type PlatformDeps, type PlatformEnv } from "../http";

/** A business as platform/README.md puts it on the wire. */
export type BusinessWire = {
  id: string;
  name: string;
  description: string | null;
  logo: string | null;
  domain: string;
  phone: string | null;
  address: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
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
    phone: row.phone,
    address: row.address,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    website: row.website,
    tier: row.tier,
    theme: { primary: row.themePrimary, secondary: row.themeSecondary },
    parent: row.parentId,
    featured: row.featured,
    time_created: row.timeCreated.toISOString(),
  };
}

const listQuery = z.object({ global: booleanFlag.optional() }).strict();

export function businessRoutes({ db }: PlatformDeps): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  // Without global: every business the calling credential created, listed or not (its owner's
  // view). With global=true: the public directory, i.e. every listed business. Featured first.
  routes.get("/list", async (c) => {
    const query = parseQuery(c, listQuery);
    const rows = await db
      .select()
      .from(businesses)
      .where(query.global ? eq(businesses.listed, true) : eq(businesses.ownerCredentialId, c.var.credential.id))
      .orderBy(desc(businesses.featured), asc(businesses.name), asc(businesses.id));
    return c.json(rows.map(toBusinessWire));
  });
  allowOnly(routes, "/list", ["GET"]);

  return routes;
}
