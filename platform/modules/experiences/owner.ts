/**
 * What a brand owner lists (spec §6 "Business owner"): the experiences of every brand the signed-in
 * user owns, GET /account/business/experiences?all= (contract/api/experience-editing.ts). Owning no brand is the 404 of GET /account/business.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import { listOwnExperiences } from "#contract/api/experience-editing";
import { refuseOtherMethods, serve } from "../../http/serve";
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

export function ownerExperienceRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  serve(
    routes,
    listOwnExperiences,
    async ({ query }, c) => {
      const ids = await ownedExperienceIds(db, c.get("userId"), query.all);
      return (await loadExperiences(db, ids, c.get("userId"))).map(toExperienceWire);
    },
    { use: [signedIn] },
  );
  refuseOtherMethods(routes, [listOwnExperiences]);
  return routes;
}
