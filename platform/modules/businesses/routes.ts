/**
 * Businesses — spec/platform-core.md §7, served from their endpoints (contract/api/businesses.ts):
 * the public GET /business/list, and the business owner's GET /account/business (the user's
 * brands), POST /account/business/onboard. The owner's experiences and venues
 * (/account/business/experiences, /venues) are those modules' routes; brand pages:
 * modules/brand-pages/; the brand's coin: ./coin-routes.ts.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { MAX_LOGO_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { storedImage } from "../../http/uploaded-image";
import { invalidRequest } from "../../errors";
import { LOGO_MESSAGES, logoImage, saveLogo } from "./logo";
import * as contract from "#contract/api/businesses";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { onboardBrand, ownedBusiness, updateBrand } from "./onboarding";
import { brandsOf, listBusinesses } from "./service";
import { toBusinessWire } from "./wire";

export function businessRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  // Without global: every business the calling credential created, listed or not (its owner's
  // view). With global=true: the public directory, i.e. every listed business. Featured first.
  serve(routes, contract.listBusinesses, async ({ query }, c) => {
    const rows = await listBusinesses(db, query.global ? { directory: true } : { directory: false, credentialId: c.var.credential.id });
    return rows.map(toBusinessWire);
  });
  refuseOtherMethods(routes, [contract.listBusinesses]);
  return routes;
}

const LOGO_UPLOAD = {
  messages: { notMultipart: LOGO_MESSAGES.missing, tooLarge: LOGO_MESSAGES.size, tooManyParts: LOGO_MESSAGES.missing, unreadable: LOGO_MESSAGES.missing },
};

/** The signed-in user's brands: the list, onboarding, and changing one they own (its details, its logo). */
export function ownBusinessRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };

  serve(routes, contract.listOwnBrands, async (_, c) => (await brandsOf(db, c.get("userId"))).map(toBusinessWire), signedIn);
  serve(
    routes,
    contract.onboardBrand,
    async ({ body }, c) => toBusinessWire(await onboardBrand(db, { userId: c.get("userId"), credentialId: c.var.credential.id }, body)),
    signedIn,
  );
  // Ownership first: a stranger learns nothing about the body's problems.
  const owner: MiddlewareHandler<UserEnv> = async (c, next) => {
    await ownedBusiness(db, c.req.param("id") ?? "", c.get("userId"));
    await next();
  };
  serve(routes, contract.updateOwnBrand, async ({ params, body }, c) => toBusinessWire(await updateBrand(db, params.id, c.get("userId"), body)), {
    use: [...signedIn.use, owner],
  });
  serve(
    routes,
    contract.uploadBrandLogo,
    async ({ params, file }) => {
      if (!file || file.size === 0) throw invalidRequest(LOGO_MESSAGES.missing);
      return toBusinessWire(await saveLogo(db, params.id, Buffer.from(await file.arrayBuffer()), publicUrl));
    },
    { use: [...signedIn.use, owner, uploadLimit(MAX_LOGO_BYTES, LOGO_MESSAGES.size)], upload: LOGO_UPLOAD },
  );
  refuseOtherMethods(routes, [contract.listOwnBrands, contract.onboardBrand, contract.updateOwnBrand, contract.uploadBrandLogo]);
  return routes;
}

/** Public: GET /files/brands/{id}, a stored logo (ids change on every upload, so it caches forever). */
export function logoFileRoutes({ db }: { db: Database }): Hono {
  const routes = new Hono();
  routes.get("/brands/:id", async (c) => storedImage(c, await logoImage(db, c.req.param("id"))));
  return routes;
}
