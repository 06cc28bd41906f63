/**
 * The public forms (marketing-site §7) under a tenant name, the company or product slug of the
 * path. POST stores a submission and answers it; GET on the same path reads them back, newest
 * first: every one of the tenant for an operator credential, its own for a sandbox credential,
 * none for the site's credential (403: it sends, it never reads).
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { INTEREST_AREAS } from "../interest-areas";
import { FIELD_LIMITS, MAX_FORM_BODY_BYTES, MAX_RESUME_BYTES } from "../limits";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badQuery, tooLarge } from "./errors";
import { emailField, optionalLine, requiredLine, requiredText } from "./fields";

const tenant = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/).meta({ description: "The tenant: a slug of the product's name." }) });

const LIMIT_RULE = "must be a whole number from 1 to 100";
const listQuery = z
  .object({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, LIMIT_RULE)
      .transform(Number)
      .pipe(z.number().min(1, LIMIT_RULE).max(100, LIMIT_RULE))
      .optional()
      .meta({ description: "At most this many, newest first (default 50)." }),
  })
  .strict();

// ── Bodies ──────────────────────────────────────────────────────────────────

const contactBody = z
  .object({ name: requiredLine(FIELD_LIMITS.name), email: emailField, message: requiredText(FIELD_LIMITS.message) })
  .strict();

const interestBody = z
  .object({
    name: requiredLine(FIELD_LIMITS.name),
    email: emailField,
    message: requiredText(FIELD_LIMITS.message),
    phone: optionalLine(FIELD_LIMITS.phone),
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
    name: requiredLine(FIELD_LIMITS.name),
    company: optionalLine(FIELD_LIMITS.name),
    phone: optionalLine(FIELD_LIMITS.phone),
    email: emailField,
    description: requiredText(FIELD_LIMITS.message),
  })
  .strict();

// ── What is answered ────────────────────────────────────────────────────────

const created = z.iso.datetime({ offset: true });

const contactMessage = z.object({ id: z.uuid(), name: z.string(), email: z.string(), message: z.string(), time_created: created }).meta({ id: "ContactMessage" });

const resumeSubmission = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    file: z.object({ name: z.string(), stored_name: z.string(), content_type: z.string(), size: z.number().int() }),
    time_created: created,
  })
  .meta({ id: "ResumeSubmission" });

const interestSubmission = z
  .object({ id: z.uuid(), name: z.string(), email: z.string(), message: z.string(), phone: z.string().nullable(), interests: z.array(z.string()), time_created: created })
  .meta({ id: "InterestSubmission" });

const websiteRequest = z
  .object({ id: z.uuid(), name: z.string(), company: z.string().nullable(), phone: z.string().nullable(), email: z.string(), description: z.string(), time_created: created })
  .meta({ id: "WebsiteRequest" });

// ── Refusals ────────────────────────────────────────────────────────────────

const bodyTooLarge = tooLarge(MAX_FORM_BODY_BYTES);
const readersOnly: Refusal = { status: 403, code: ERROR_CODES.forbidden, when: "The site's credential sends submissions and never reads them: an operator or sandbox credential reads." };
const badLimit: Refusal = { ...badQuery, field: "limit", when: "The limit is not a whole number from 1 to 100." };

const SENDS = "marketing-site §7";

export const sendContactMessage = endpoint({
  id: "sendContactMessage",
  method: "POST",
  path: "/{name}/contact",
  summary: "Send a contact message",
  spec: SENDS,
  caller: "credential",
  params: tenant,
  body: { json: contactBody },
  answer: { status: 201, json: contactMessage },
  refusals: [badBody, bodyTooLarge],
});

export const listContactMessages = endpoint({
  id: "listContactMessages",
  method: "GET",
  path: "/{name}/contact",
  summary: "Read contact messages back",
  spec: SENDS,
  caller: "credential",
  params: tenant,
  query: listQuery,
  answer: { status: 200, json: z.array(contactMessage) },
  refusals: [readersOnly, badLimit],
});

export const submitResume = endpoint({
  id: "submitResume",
  method: "POST",
  path: "/{name}/contact/cv",
  summary: "Send a resume with its file",
  spec: SENDS,
  caller: "credential",
  params: tenant,
  body: { multipart: contactBody, file: { field: "file", kinds: "PDF, DOC or DOCX", maxBytes: MAX_RESUME_BYTES } },
  answer: { status: 201, json: resumeSubmission },
  refusals: [badBody, { ...tooLarge(MAX_RESUME_BYTES, "The file"), field: "file" }, { status: 415, code: ERROR_CODES.unsupportedMediaType, field: "file", when: "The file is not a PDF, DOC or DOCX." }],
});

export const listResumes = endpoint({
  id: "listResumes",
  method: "GET",
  path: "/{name}/contact/cv",
  summary: "Read resumes back",
  spec: SENDS,
  caller: "credential",
  params: tenant,
  query: listQuery,
  answer: { status: 200, json: z.array(resumeSubmission) },
  refusals: [readersOnly, badLimit],
});

export const downloadResumeFile = endpoint({
  id: "downloadResumeFile",
  method: "GET",
  path: "/{name}/contact/cv/{id}/file",
  summary: "Download a resume's file",
  spec: SENDS,
  caller: "credential",
  params: z.object({ name: tenant.shape.name, id: z.uuid() }),
  query: z.object({}).strict(),
  answer: { status: 200, file: "The file as it was sent (PDF, DOC or DOCX)" },
  refusals: [readersOnly, { status: 404, code: ERROR_CODES.notFound, when: "No resume of this id that the credential may read." }],
});

export const submitInterest = endpoint({
  id: "submitInterest",
  method: "POST",
  path: "/{name}/contact/interests",
  summary: "Send an interest submission",
  spec: SENDS,
  caller: "credential",
  params: tenant,
  body: { json: interestBody },
  answer: { status: 201, json: interestSubmission },
  refusals: [badBody, bodyTooLarge],
});

export const listInterests = endpoint({
  id: "listInterests",
  method: "GET",
  path: "/{name}/contact/interests",
  summary: "Read interest submissions back",
  spec: SENDS,
  caller: "credential",
  params: tenant,
  query: listQuery,
  answer: { status: 200, json: z.array(interestSubmission) },
  refusals: [readersOnly, badLimit],
});

export const requestWebsite = endpoint({
  id: "requestWebsite",
  method: "POST",
  path: "/{name}/website-requests",
  summary: "Request a website",
  spec: "marketing-site §2 (request-website)",
  caller: "credential",
  params: tenant,
  body: { json: websiteRequestBody },
  answer: { status: 201, json: websiteRequest },
  refusals: [badBody, bodyTooLarge],
});

export const listWebsiteRequests = endpoint({
  id: "listWebsiteRequests",
  method: "GET",
  path: "/{name}/website-requests",
  summary: "Read website requests back",
  spec: "marketing-site §2 (request-website)",
  caller: "credential",
  params: tenant,
  query: listQuery,
  answer: { status: 200, json: z.array(websiteRequest) },
  refusals: [readersOnly, badLimit],
});

export const formsEndpoints = [
  sendContactMessage,
  listContactMessages,
  submitResume,
  listResumes,
  downloadResumeFile,
  submitInterest,
  listInterests,
  requestWebsite,
  listWebsiteRequests,
] as const;
