/**
 * What a brand owner lists (spec §6 "Business owner"): the experiences of every brand the signed-in
 * user owns, GET /account/business/experiences?all= (mounted at /account/business by
 * platform/app.ts). Owning no brand is the 404 of GET /account/business.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { booleanFlag } from "#contract/api/fields";
import { parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { ownedBrandIds } from "../businesses";
import { loadExperiences } from "./load";
import { experiences } from "./schema";
import { toExperienceWire } from "./wire";

/** The ids of the owner's experiences by name; archived ones only when `all`. */
export async function ownedExperienceIds(db: Database, userId: string, all: boolean): Promise<string[]> {
  const brands = await ownedBrandIds(db, userId);
  const rows = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(inArray(experiences.businessId, brands), all ? undefined : eq(experiences.archived, false)))
    .orderBy(asc(experiences.name), asc(experiences.id));
  return rows.map((row) => row.id);
}

const allQuery = z.object({ all: booleanFlag.default(false) }).strict();

export function ownerExperienceRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  routes.get("/experiences", signedIn, async (c) => {
    const { all } = parseQuery(c, allQuery);
    const ids = await ownedExperienceIds(db, c.get("userId"), all);
    return c.json((await loadExperiences(db, ids, c.get("userId"))).map(toExperienceWire));
  });
  allowOnly(routes, "/experiences", ["GET"]);
  return routes;
}
