/**
 * The public forms of marketing-site §7, served from their endpoints (contract/api/forms.ts).
 * POST stores a submission; GET on the same path reads them back, newest first: every one of the
 * tenant for an operator credential, its own for a sandbox credential, none for the site's
 * credential (403: it sends, it never reads).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import * as forms from "#contract/api/forms";
import type { Database } from "../../db/connect";
import { fieldRefused } from "../../errors";
import { requireScope } from "../../http/credentials";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { FORM_BODY } from "../../http/validation";
import {
  contactsOf,
  FILE_TOO_LARGE,
  OPERATOR_ONLY_MESSAGE,
  interestsOf,
  resumeFile,
  resumesOf,
  storeContact,
  storeInterest,
  storeResume,
  storeWebsiteRequest,
  websiteRequestsOf,
  type Reader,
} from "./service";
import { toContactWire, toInterestWire, toResumeWire, toWebsiteRequestWire } from "./wire";

/** Who may read submissions back (scopes: infra/schema.ts). */
const readers = { use: [requireScope(["operator", "sandbox"], OPERATOR_ONLY_MESSAGE)] };

const DEFAULT_LIMIT = 50;

function readerOf(c: Context<PlatformEnv>, tenant: string): Reader {
  return { tenant, credentialId: c.var.credential.scope === "operator" ? null : c.var.credential.id };
}

const RESUME_UPLOAD = {
  messages: {
    notMultipart: "Body: must be multipart/form-data with name, email, message and file",
    tooLarge: FILE_TOO_LARGE,
    tooManyParts: "Body: send the fields name, email, message and one file",
    unreadable: "Body: not a readable multipart/form-data body",
  },
};

export function formsRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  const sent = { wording: FORM_BODY };
  const owner = (c: Context<PlatformEnv>, tenant: string) => ({ tenant, credentialId: c.var.credential.id });

  serve(routes, forms.sendContactMessage, async ({ params, body }, c) => toContactWire(await storeContact(db, owner(c, params.name), body)), sent);
  serve(routes, forms.listContactMessages, async ({ params, query }, c) => (await contactsOf(db, readerOf(c, params.name), query.limit ?? DEFAULT_LIMIT)).map(toContactWire), readers);

  serve(routes, forms.submitInterest, async ({ params, body }, c) => toInterestWire(await storeInterest(db, owner(c, params.name), body)), sent);
  serve(routes, forms.listInterests, async ({ params, query }, c) => (await interestsOf(db, readerOf(c, params.name), query.limit ?? DEFAULT_LIMIT)).map(toInterestWire), readers);

  serve(routes, forms.requestWebsite, async ({ params, body }, c) => toWebsiteRequestWire(await storeWebsiteRequest(db, owner(c, params.name), body)), sent);
  serve(routes, forms.listWebsiteRequests, async ({ params, query }, c) => (await websiteRequestsOf(db, readerOf(c, params.name), query.limit ?? DEFAULT_LIMIT)).map(toWebsiteRequestWire), readers);

  serve(
    routes,
    forms.submitResume,
    async ({ params, body, file }, c) => {
      if (!file || file.size === 0) throw fieldRefused("file", "is required", "Body field");
      const bytes = new Uint8Array(await file.arrayBuffer());
      return toResumeWire(await storeResume(db, owner(c, params.name), body, { name: file.name, type: file.type, bytes }));
    },
    { ...sent, upload: RESUME_UPLOAD },
  );
  serve(routes, forms.listResumes, async ({ params, query }, c) => (await resumesOf(db, readerOf(c, params.name), query.limit ?? DEFAULT_LIMIT)).map(toResumeWire), readers);
  serve(
    routes,
    forms.downloadResumeFile,
    async ({ params }, c) => {
      const file = await resumeFile(db, readerOf(c, params.name), params.id);
      return { bytes: file.data, contentType: file.contentType, fileName: file.storedName };
    },
    readers,
  );

  refuseOtherMethods(routes, forms.formsEndpoints);
  return routes;
}
