/**
 * The brand owner's experience calls (spec §7 "Experiences"): POST /experiences/create, PUT and
 * DELETE (archive) /experiences/id/{id}, PUT /experiences/id/{id}/images/cover; and the public
 * GET /files/experiences/{id}, the stored covers. Answers are the experience's wire shape.
 */
import { Hono, type MiddlewareHandler } from "hono";
import * as editing from "#contract/api/experience-editing";
import { MAX_COVER_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { requireUser, type UserEnv } from "../../http/current-user";
import { invalidRequest } from "../../errors";
import { refuseOtherMethods, serve } from "../../http/serve";
import { storedImage } from "../../http/uploaded-image";
import { authenticate, type AccountServices } from "../accounts";
import { COVER_MESSAGES, coverImage, saveCover } from "./cover";
import { archiveExperience, createExperience, ownedExperience, updateExperience } from "./editing";
import { loadExperiences } from "./load";
import { toExperienceWire } from "./wire";

const COVER_UPLOAD = {
  messages: { notMultipart: COVER_MESSAGES.missing, tooLarge: COVER_MESSAGES.size, tooManyParts: COVER_MESSAGES.missing, unreadable: COVER_MESSAGES.missing },
};

/**
 * Mounted at / before the reading routes; the 405s of /experiences/id/{id} are the reading
 * routes' (modules/experiences/routes.ts), which know every method that path serves.
 */
export function experienceEditingRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  // Ownership first: a stranger learns nothing about the body's problems.
  const owner: MiddlewareHandler<UserEnv> = async (c, next) => {
    await ownedExperience(db, c.req.param("id") ?? "", c.get("userId"));
    await next();
  };

  const wire = async (id: string, userId: string) => {
    const [loaded] = await loadExperiences(db, [id], userId);
    return toExperienceWire(loaded!);
  };

  serve(routes, editing.createExperience, async ({ body }, c) => wire(await createExperience(db, c.get("userId"), body), c.get("userId")), { use: [signedIn] });
  serve(
    routes,
    editing.updateExperience,
    async ({ params, body }, c) => {
      await updateExperience(db, params.id, c.get("userId"), body);
      return wire(params.id, c.get("userId"));
    },
    { use: [signedIn, owner] },
  );
  serve(
    routes,
    editing.archiveExperience,
    async ({ params }, c) => {
      await archiveExperience(db, params.id, c.get("userId"));
      return wire(params.id, c.get("userId"));
    },
    { use: [signedIn] },
  );
  serve(
    routes,
    editing.setExperienceCover,
    async ({ params, file }, c) => {
      if (!file || file.size === 0) throw invalidRequest(COVER_MESSAGES.missing);
      await saveCover(db, params.id, Buffer.from(await file.arrayBuffer()), publicUrl);
      return wire(params.id, c.get("userId"));
    },
    { use: [signedIn, owner, uploadLimit(MAX_COVER_BYTES, COVER_MESSAGES.size)], upload: COVER_UPLOAD },
  );
  refuseOtherMethods(routes, [editing.createExperience, editing.setExperienceCover]);

  return routes;
}

/** Public: GET /files/experiences/{id}, a stored cover (ids change on every upload, so it caches forever). */
export function coverFileRoutes(accounts: AccountServices): Hono {
  const routes = new Hono();
  routes.get("/experiences/:id", async (c) => {
    return storedImage(c, await coverImage(accounts.db, c.req.param("id")));
  });
  return routes;
}
