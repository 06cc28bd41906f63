/**
 * The public forms of spec/marketing-site.md §7: contact messages, resumes (multipart, with the
 * file), interest submissions and website requests, each under a tenant name —
 * `/{name}/contact`, `/{name}/contact/cv`, `/{name}/contact/interests`, `/{name}/website-requests`.
 * A submission belongs to the API credential that sent it; GET on the same path reads that
 * credential's submissions back, newest first (for operators and tests).
 */
import { randomUUID } from "node:crypto";
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  contactMessages,
  interestSubmissions,
  resumeSubmissions,
  websiteRequests,
  type ContactMessage,
  type InterestSubmission,
  type ResumeSubmission,
  type WebsiteRequest,
} from "../db/schema";
import { cleanFileName, detectDocument, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from "../documents";
import { allowOnly, parseQuery, PlatformError, type PlatformDeps, type PlatformEnv } from "../http";
import {
  bodyError,
  email,
  jsonBodyLimit,
  optionalLine,
  parseJsonBody,
  requiredLine,
  requiredText,
} from "./input";

/** The 15 areas of interest of marketing-site §3, exactly as worded there. */
export const INTEREST_AREAS = [
  "Research & Development",
  "Project Management",
  "Branding",
  "Public Relations",
  "Marketing",
  "Business Development",
  "Sales",
  "Customer Support",
  "Finance & Accounting",
  "Human Resources",
  "Logistics",
  "Software Development",
  "Software Support",
  "Operations Management",
  "Training",
] as const;

export const LIMITS = { name: 200, email: 254, message: 5000, phone: 32 } as const;

export const FILE_TOO_LARGE = "File is too large. Max 5MB.";
export const NOT_A_DOCUMENT = "Please upload a PDF or Word document (DOC or DOCX).";

/** A tenant name: the company/product slug of the path. */
const TENANT = /^[a-z0-9-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Room for the text fields and multipart headers around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;

// ── Wire shapes ─────────────────────────────────────────────────────────────

export type ContactMessageWire = { id: string; name: string; email: string; message: string; time_created: string };

export type ResumeSubmissionWire = {
  id: string;
  name: string;
  email: string;
  message: string;
  file: { name: string; stored_name: string; content_type: string; size: number };
  time_created: string;
};

export type InterestSubmissionWire = {
  id: string;
  name: string;
  email: string;
  message: string;
  phone: string | null;
  interests: string[];
  time_created: string;
};

export type WebsiteRequestWire = {
  id: string;
  name: string;
  company: string | null;
  phone: string | null;
  email: string;
  description: string;
  time_created: string;
};

const toContactWire = (row: ContactMessage): ContactMessageWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  time_created: row.timeCreated.toISOString(),
});

const toResumeWire = (row: Omit<ResumeSubmission, "data">): ResumeSubmissionWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  file: { name: row.fileName, stored_name: row.storedName, content_type: row.contentType, size: row.size },
  time_created: row.timeCreated.toISOString(),
});

const toInterestWire = (row: InterestSubmission): InterestSubmissionWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  phone: row.phone,
  interests: row.interests,
  time_created: row.timeCreated.toISOString(),
});

const toWebsiteRequestWire = (row: WebsiteRequest): WebsiteRequestWire => ({
  id: row.id,
  name: row.name,
  company: row.company,
  phone: row.phone,
  email: row.email,
  description: row.description,
  time_created: row.timeCreated.toISOString(),
});

// ── Bodies ──────────────────────────────────────────────────────────────────

const contactBody = z
  .object({ name: requiredLine(LIMITS.name), email, message: requiredText(LIMITS.message) })
  .strict();

const resumeFields = contactBody;

const interestBody = z
  .object({
    name: requiredLine(LIMITS.name),
    email,
    message: requiredText(LIMITS.message),
    phone: optionalLine(LIMITS.phone),
    interests: z
      .array(z.enum(INTEREST_AREAS, { error: "must be one of the 15 areas of interest" }), { error: "must be a list" })
      .max(INTEREST_AREAS.length)
      .default([])
      // Stored once each, in the order of the list.
      .transform((chosen) => INTEREST_AREAS.filter((area) => chosen.includes(area))),
  })
  .strict();

const websiteRequestBody = z
  .object({
    name: requiredLine(LIMITS.name),
    company: optionalLine(LIMITS.name),
    phone: optionalLine(LIMITS.phone),
    email,
    description: requiredText(LIMITS.message),
  })
  .strict();

const listQuery = z
  .object({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number from 1 to 100")
      .transform(Number)
      .pipe(z.number().min(1, "must be a whole number from 1 to 100").max(100, "must be a whole number from 1 to 100"))
      .optional(),
  })
  .strict();

// ── Routes ──────────────────────────────────────────────────────────────────

function tenantOf(c: Context<PlatformEnv>): string {
  const name = c.req.param("name") ?? "";
  if (!TENANT.test(name)) throw new PlatformError(404, "not_found", `No such path: ${c.req.method} ${c.req.path}`);
  return name;
}

/** Rows of one tenant that the calling credential sent. */
function ownedBy(table: { tenant: AnyPgColumn; credentialId: AnyPgColumn }, c: Context<PlatformEnv>): SQL | undefined {
  return and(eq(table.tenant, tenantOf(c)), eq(table.credentialId, c.var.credential.id));
}

export function formsRoutes({ db }: PlatformDeps): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  // ── /{name}/contact ──
  routes.post("/:name/contact", jsonBodyLimit, async (c) => {
    const tenant = tenantOf(c);
    const body = await parseJsonBody(c, contactBody);
    const [row] = await db
      .insert(contactMessages)
      .values({ tenant, credentialId: c.var.credential.id, ...body })
      .returning();
    return c.json(toContactWire(row!), 201);
  });
  routes.get("/:name/contact", async (c) => {
    const { limit = 50 } = parseQuery(c, listQuery);
    const rows = await db
      .select()
      .from(contactMessages)
      .where(ownedBy(contactMessages, c))
      .orderBy(desc(contactMessages.timeCreated), desc(contactMessages.id))
      .limit(limit);
    return c.json(rows.map(toContactWire));
  });
  allowOnly(routes, "/:name/contact", ["GET", "POST"]);

  // ── /{name}/contact/cv ──
  routes.post("/:name/contact/cv", async (c) => {
    const tenant = tenantOf(c);
    const { fields, file } = await readResumeUpload(c);
    const parsed = resumeFields.safeParse({
      name: fields.get("name") ?? undefined,
      email: fields.get("email") ?? undefined,
      message: fields.get("message") ?? undefined,
    });
    if (!parsed.success) throw bodyError(parsed.error);
    if (!file || file.size === 0) throw new PlatformError(400, "invalid_request", 'Body field "file": is required');
    if (file.size > MAX_DOCUMENT_BYTES) throw new PlatformError(413, "payload_too_large", FILE_TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectDocument(file.name, file.type, bytes);
    if (!kind) throw new PlatformError(415, "unsupported_media_type", NOT_A_DOCUMENT);
    const { data: _data, ...withoutData } = getTableColumns(resumeSubmissions);
    const [row] = await db
      .insert(resumeSubmissions)
      .values({
        tenant,
        credentialId: c.var.credential.id,
        ...parsed.data,
        fileName: cleanFileName(file.name),
        storedName: `${randomUUID()}.${kind}`,
        contentType: DOCUMENT_TYPES[kind],
        size: bytes.byteLength,
        data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      })
      .returning(withoutData);
    return c.json(toResumeWire(row!), 201);
  });
  routes.get("/:name/contact/cv", async (c) => {
    const { limit = 50 } = parseQuery(c, listQuery);
    const { data: _data, ...withoutData } = getTableColumns(resumeSubmissions);
    const rows = await db
      .select(withoutData)
      .from(resumeSubmissions)
      .where(ownedBy(resumeSubmissions, c))
      .orderBy(desc(resumeSubmissions.timeCreated), desc(resumeSubmissions.id))
      .limit(limit);
    return c.json(rows.map(toResumeWire));
  });
  allowOnly(routes, "/:name/contact/cv", ["GET", "POST"]);

  routes.get("/:name/contact/cv/:id/file", async (c) => {
    parseQuery(c, z.object({}).strict());
    const id = c.req.param("id");
    const notFound = new PlatformError(404, "not_found", "No such resume");
    if (!UUID.test(id)) throw notFound;
    const [row] = await db
      .select({ data: resumeSubmissions.data, contentType: resumeSubmissions.contentType, storedName: resumeSubmissions.storedName })
      .from(resumeSubmissions)
      .where(and(ownedBy(resumeSubmissions, c), eq(resumeSubmissions.id, id)));
    if (!row) throw notFound;
    return c.body(new Uint8Array(row.data), 200, {
      "Content-Type": row.contentType,
      "Content-Length": String(row.data.byteLength),
      "Content-Disposition": `attachment; filename="${row.storedName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });
  allowOnly(routes, "/:name/contact/cv/:id/file", ["GET"]);

  // ── /{name}/contact/interests ──
  routes.post("/:name/contact/interests", jsonBodyLimit, async (c) => {
    const tenant = tenantOf(c);
    const body = await parseJsonBody(c, interestBody);
    const [row] = await db
      .insert(interestSubmissions)
      .values({ tenant, credentialId: c.var.credential.id, ...body })
      .returning();
    return c.json(toInterestWire(row!), 201);
  });
  routes.get("/:name/contact/interests", async (c) => {
    const { limit = 50 } = parseQuery(c, listQuery);
    const rows = await db
      .select()
      .from(interestSubmissions)
      .where(ownedBy(interestSubmissions, c))
      .orderBy(desc(interestSubmissions.timeCreated), desc(interestSubmissions.id))
      .limit(limit);
    return c.json(rows.map(toInterestWire));
  });
  allowOnly(routes, "/:name/contact/interests", ["GET", "POST"]);

  // ── /{name}/website-requests ──
  routes.post("/:name/website-requests", jsonBodyLimit, async (c) => {
    const tenant = tenantOf(c);
    const body = await parseJsonBody(c, websiteRequestBody);
    const [row] = await db
      .insert(websiteRequests)
      .values({ tenant, credentialId: c.var.credential.id, ...body })
      .returning();
    return c.json(toWebsiteRequestWire(row!), 201);
  });
  routes.get("/:name/website-requests", async (c) => {
    const { limit = 50 } = parseQuery(c, listQuery);
    const rows = await db
      .select()
      .from(websiteRequests)
      .where(ownedBy(websiteRequests, c))
      .orderBy(desc(websiteRequests.timeCreated), desc(websiteRequests.id))
      .limit(limit);
    return c.json(rows.map(toWebsiteRequestWire));
  });
  allowOnly(routes, "/:name/website-requests", ["GET", "POST"]);

  return routes;
}

/**
 * Reads a resume upload as a stream: the text fields, and the one `file` part buffered only up to
 * the 5 MB limit — a bigger file stops the reading there with a 413, the rest is never read.
 */
async function readResumeUpload(c: Context<PlatformEnv>): Promise<{ fields: Map<string, string>; file: File | null }> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new PlatformError(400, "invalid_request", "Body: must be multipart/form-data with name, email, message and file");
  }
  // A declared length over the limit is refused before a byte is read.
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD) {
    throw new PlatformError(413, "payload_too_large", FILE_TOO_LARGE);
  }
  let file: File | null = null;
  let formData: FormData;
  try {
    formData = await parseFormData(
      c.req.raw,
      { maxFiles: 1, maxParts: 16, maxFileSize: MAX_DOCUMENT_BYTES, maxTotalSize: MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD },
      (upload) => {
        if (upload.fieldName === "file") file = upload;
        // Nothing else is kept: any other file part is dropped.
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw new PlatformError(413, "payload_too_large", FILE_TOO_LARGE);
    }
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
      throw new PlatformError(400, "invalid_request", "Body: send the fields name, email, message and one file");
    }
    if (error instanceof MaxHeaderSizeExceededError || error instanceof FormDataParseError) {
      throw new PlatformError(400, "invalid_request", "Body: not a readable multipart/form-data body");
    }
    throw error;
  }
  const fields = new Map<string, string>();
  for (const [key, value] of formData) {
    if (typeof value === "string" && !fields.has(key)) fields.set(key, value);
  }
  return { fields, file };
}
