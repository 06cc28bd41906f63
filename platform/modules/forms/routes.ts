/**
 * The public forms of spec/marketing-site.md §7 under a tenant name: `/{name}/contact`,
 * `/{name}/contact/cv` (multipart, with the file), `/{name}/contact/interests`,
 * `/{name}/website-requests`. POST stores a submission; GET on the same path reads them back,
 * newest first: every one of the tenant for an operator credential, its own for a sandbox
 * credential, none for the site's credential (403: it sends, it never reads).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import { MAX_RESUME_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { invalidRequest, notFound } from "../../errors";
import { jsonBodyLimit } from "../../http/body-limits";
import { requireScope } from "../../http/credentials";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { readUpload } from "../../http/multipart";
import { checkBody, FORM_BODY, parseJsonBody, parseQuery } from "../../http/validation";
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
  type Owner,
  type Reader,
} from "./service";
import {
  contactBody,
  interestBody,
  listQuery,
  noQuery,
  resumeFields,
  resumeId,
  toContactWire,
  toInterestWire,
  toResumeWire,
  toWebsiteRequestWire,
  websiteRequestBody,
} from "./wire";

/** A tenant name: the company/product slug of the path; anything else is no path at all. */
const TENANT = /^[a-z0-9-]{1,64}$/;

function ownerOf(c: Context<PlatformEnv>): Owner {
  const tenant = c.req.param("name") ?? "";
  if (!TENANT.test(tenant)) throw notFound(`No such path: ${c.req.method} ${c.req.path}`);
  return { tenant, credentialId: c.var.credential.id };
}

/** Who may read submissions back (scopes: infra/schema.ts). */
const readers = requireScope(["operator", "sandbox"], OPERATOR_ONLY_MESSAGE);

function readerOf(c: Context<PlatformEnv>): Reader {
  const { tenant, credentialId } = ownerOf(c);
  return { tenant, credentialId: c.var.credential.scope === "operator" ? null : credentialId };
}

const RESUME_UPLOAD = {
  fileField: "file",
  maxFileBytes: MAX_RESUME_BYTES,
  messages: {
    notMultipart: "Body: must be multipart/form-data with name, email, message and file",
    tooLarge: FILE_TOO_LARGE,
    tooManyParts: "Body: send the fields name, email, message and one file",
    unreadable: "Body: not a readable multipart/form-data body",
  },
};

export function formsRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  /** GET on a form's path: the calling credential's submissions of the tenant, newest first. */
  function readBack<Row, Wire extends object>(
    path: string,
    list: (db: Database, reader: Reader, limit: number) => Promise<Row[]>,
    toWire: (row: Row) => Wire,
  ): void {
    routes.get(path, readers, async (c) => {
      const limit = parseQuery(c, listQuery).limit ?? 50;
      return c.json((await list(db, readerOf(c), limit)).map(toWire));
    });
  }

  /** A form sent as JSON: POST stores it (answering what was stored), GET reads them back. */
  function jsonForm<S extends z.ZodType, Row, Wire extends object>(
    path: string,
    body: S,
    store: (db: Database, owner: Owner, input: z.output<S>) => Promise<Row>,
    list: (db: Database, reader: Reader, limit: number) => Promise<Row[]>,
    toWire: (row: Row) => Wire,
  ): void {
    routes.post(path, jsonBodyLimit, async (c) => {
      const owner = ownerOf(c);
      return c.json(toWire(await store(db, owner, await parseJsonBody(c, body, FORM_BODY))), 201);
    });
    readBack(path, list, toWire);
    allowOnly(routes, path, ["GET", "POST"]);
  }

  jsonForm("/:name/contact", contactBody, storeContact, contactsOf, toContactWire);
  jsonForm("/:name/contact/interests", interestBody, storeInterest, interestsOf, toInterestWire);
  jsonForm("/:name/website-requests", websiteRequestBody, storeWebsiteRequest, websiteRequestsOf, toWebsiteRequestWire);

  routes.post("/:name/contact/cv", async (c) => {
    const owner = ownerOf(c);
    const { fields, file } = await readUpload(c, RESUME_UPLOAD);
    const input = checkBody(
      { name: fields.get("name"), email: fields.get("email"), message: fields.get("message") },
      resumeFields,
      FORM_BODY,
    );
    if (!file || file.size === 0) throw invalidRequest('Body field "file": is required');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const row = await storeResume(db, owner, input, { name: file.name, type: file.type, bytes });
    return c.json(toResumeWire(row), 201);
  });
  readBack("/:name/contact/cv", resumesOf, toResumeWire);
  allowOnly(routes, "/:name/contact/cv", ["GET", "POST"]);

  routes.get("/:name/contact/cv/:id/file", readers, async (c) => {
    parseQuery(c, noQuery);
    const id = resumeId(c.req.param("id"));
    const file = await resumeFile(db, readerOf(c), id);
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": `attachment; filename="${file.storedName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });
  allowOnly(routes, "/:name/contact/cv/:id/file", ["GET"]);

  return routes;
}
