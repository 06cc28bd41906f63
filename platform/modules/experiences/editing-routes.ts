/**
 * The brand owner's experience calls (spec §7 "Experiences"): POST /experiences/create, PUT and
 * DELETE (archive) /experiences/id/{id}, PUT /experiences/id/{id}/images/cover; and the public
 * GET /files/experiences/{id}, the stored covers. Answers are the experience's wire shape.
 */
import { Hono } from "hono";
import { MAX_COVER_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { readImagePart, storedImage } from "../../http/uploaded-image";
import { parseJsonBody } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { COVER_MESSAGES, coverImage, saveCover } from "./cover";
import { editBody } from "./editing-body";
import { archiveExperience, createExperience, ownedExperience, updateExperience } from "./editing";
import { loadExperiences } from "./load";
import { toExperienceWire } from "./wire";

/** Mounted at /experiences before the reading routes (whose /id/{id} answers 405 to other methods). */
export function experienceEditingRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));

  const wire = async (id: string, userId: string) => {
    const [loaded] = await loadExperiences(db, [id], userId);
    return toExperienceWire(loaded!);
  };

  routes.post("/create", signedIn, async (c) => {
    const id = await createExperience(db, c.get("userId"), await parseJsonBody(c, editBody));
    return c.json(await wire(id, c.get("userId")), 201);
  });
  allowOnly(routes, "/create", ["POST"]);

  routes.put("/id/:id", signedIn, async (c) => {
    const id = c.req.param("id");
    // Ownership first: a stranger learns nothing about the body's problems.
    await ownedExperience(db, id, c.get("userId"));
    await updateExperience(db, id, c.get("userId"), await parseJsonBody(c, editBody));
    return c.json(await wire(id, c.get("userId")));
  });
  routes.delete("/id/:id", signedIn, async (c) => {
    await archiveExperience(db, c.req.param("id"), c.get("userId"));
    return c.json(await wire(c.req.param("id"), c.get("userId")));
  });

  routes.put("/id/:id/images/cover", signedIn, uploadLimit(MAX_COVER_BYTES, COVER_MESSAGES.size), async (c) => {
    const experience = await ownedExperience(db, c.req.param("id"), c.get("userId"));
    await saveCover(db, experience.id, await readImagePart(c, COVER_MESSAGES.missing), publicUrl);
    return c.json(await wire(experience.id, c.get("userId")));
  });
  allowOnly(routes, "/id/:id/images/cover", ["PUT"]);

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
