/**
 * The signed-in user's own account — spec/platform-core.md §7 "Profile and account", served from
 * their endpoints (contract/api/accounts.ts): GET /account/me; PUT /account/my/profile,
 * /account/my/password, /account/my/email (+ POST /account/my/email/confirm), /account/my/avatar.
 * And the public avatar files, which browsers load without credentials (not an API call).
 */
import { Hono } from "hono";
import * as accounts from "#contract/api/accounts";
import type { HandlerAnswer } from "#contract/api/endpoint";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { invalidRequest } from "../../errors";
import { avatarImage, saveAvatar } from "./avatar";
import { storedImage } from "../../http/uploaded-image";
import { ACCOUNT_MESSAGES } from "./messages";
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from "./profile";
import { authenticate, type AccountServices } from "./service";
import { avatarUrl } from "./wire";

/**
 * The own profile as GET /account/me answers it, which spans modules (plans, credits): composed
 * above them (platform/reads/own-profile.ts) and handed in by platform/app.ts.
 */
export type OwnProfileAnswer = (userId: string) => Promise<HandlerAnswer<typeof accounts.getOwnProfile>>;

const PROFILE_ENDPOINTS = [accounts.getOwnProfile, accounts.updateOwnProfile, accounts.changeOwnPassword, accounts.changeOwnEmail, accounts.confirmOwnEmail, accounts.uploadOwnAvatar];

const AVATAR_UPLOAD = {
  messages: { notMultipart: ACCOUNT_MESSAGES.avatarMissing, tooLarge: ACCOUNT_MESSAGES.avatarSize, tooManyParts: ACCOUNT_MESSAGES.avatarMissing, unreadable: ACCOUNT_MESSAGES.avatarMissing },
};

export function profileRoutes(services: AccountServices, ownProfile: OwnProfileAnswer): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(services, token))] };

  serve(routes, accounts.getOwnProfile, async (_, c) => ownProfile(c.get("userId")), signedIn);

  serve(
    routes,
    accounts.updateOwnProfile,
    async ({ body }, c) => {
      const { first_name, last_name, address_line_2, date_of_birth, may_call, may_text, ...same } = body;
      const changes = { ...same, firstName: first_name, lastName: last_name, addressLine2: address_line_2, dateOfBirth: date_of_birth, mayCall: may_call, mayText: may_text };
      await updateProfile(db, c.get("userId"), changes);
      return ownProfile(c.get("userId"));
    },
    signedIn,
  );

  serve(
    routes,
    accounts.changeOwnPassword,
    async ({ body }, c) => {
      await changePassword(services, { userId: c.get("userId"), sessionId: c.get("sessionId") }, body);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
    signedIn,
  );

  serve(routes, accounts.changeOwnEmail, async ({ body }, c) => ({ pending_email: await requestEmailChange(services, c.get("userId"), body) }), signedIn);

  serve(
    routes,
    accounts.confirmOwnEmail,
    async ({ body }, c) => {
      const who = { userId: c.get("userId"), sessionId: c.get("sessionId") };
      await confirmEmailChange(services, who, body);
      return ownProfile(who.userId);
    },
    signedIn,
  );

  // The whole body is limited first, as before the contract (http/body-limits.ts), then read.
  serve(
    routes,
    accounts.uploadOwnAvatar,
    async ({ file }, c) => {
      if (!file || file.size === 0) throw invalidRequest(ACCOUNT_MESSAGES.avatarMissing);
      const id = await saveAvatar(db, c.get("userId"), Buffer.from(await file.arrayBuffer()));
      return { avatar_url: avatarUrl(publicUrl, id)! };
    },
    { use: [...signedIn.use, uploadLimit(MAX_AVATAR_BYTES, ACCOUNT_MESSAGES.avatarSize)], upload: AVATAR_UPLOAD },
  );

  refuseOtherMethods(routes, PROFILE_ENDPOINTS);
  return routes;
}

/** Public: GET /files/avatars/{id}, the stored image (ids change on every upload, so it caches forever). */
export function avatarFileRoutes(services: AccountServices): Hono {
  const routes = new Hono();
  routes.get("/avatars/:id", async (c) => {
    return storedImage(c, await avatarImage(services.db, c.req.param("id")));
  });
  return routes;
}
