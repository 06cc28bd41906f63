/** The public forms on the wire (platform/README.md "Public forms and sandbox"): bodies, and what is answered. */
import { z } from "zod";
import { INTEREST_AREAS } from "#contract/interest-areas";
import { FIELD_LIMITS } from "#contract/limits";
import type { ContactMessage, InterestSubmission, WebsiteRequest } from "./schema";
import { notFound } from "../../errors";
import { emailField, optionalLine, requiredLine, requiredText } from "../../http/fields";
import { NO_SUCH_RESUME, type ResumeEntry } from "./service";

// ── Bodies ──────────────────────────────────────────────────────────────────

export const contactBody = z
  .object({ name: requiredLine(FIELD_LIMITS.name), email: emailField, message: requiredText(FIELD_LIMITS.message) })
  .strict();

/** The text fields of a resume upload (its file is a part of its own). */
export const resumeFields = contactBody;

export const interestBody = z
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

export const websiteRequestBody = z
  .object({
    name: requiredLine(FIELD_LIMITS.name),
    company: optionalLine(FIELD_LIMITS.name),
    phone: optionalLine(FIELD_LIMITS.phone),
    email: emailField,
    description: requiredText(FIELD_LIMITS.message),
  })
  .strict();

const LIMIT_RULE = "must be a whole number from 1 to 100";

export const listQuery = z
  .object({
    limit: z
      .string()
      .regex(/^\d{1,3}$/, LIMIT_RULE)
      .transform(Number)
      .pipe(z.number().min(1, LIMIT_RULE).max(100, LIMIT_RULE))
      .optional(),
  })
  .strict();

export const noQuery = z.object({}).strict();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The {id} of a resume's path: a UUID, else a 404. */
export function resumeId(value: string): string {
  if (!UUID.test(value)) throw notFound(NO_SUCH_RESUME);
  return value;
}

// ── What is answered ────────────────────────────────────────────────────────

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

export const toContactWire = (row: ContactMessage): ContactMessageWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  time_created: row.timeCreated.toISOString(),
});

export const toResumeWire = (row: ResumeEntry): ResumeSubmissionWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  file: { name: row.fileName, stored_name: row.storedName, content_type: row.contentType, size: row.size },
  time_created: row.timeCreated.toISOString(),
});

export const toInterestWire = (row: InterestSubmission): InterestSubmissionWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  phone: row.phone,
  interests: row.interests,
  time_created: row.timeCreated.toISOString(),
});

export const toWebsiteRequestWire = (row: WebsiteRequest): WebsiteRequestWire => ({
  id: row.id,
  name: row.name,
  company: row.company,
  phone: row.phone,
  email: row.email,
  description: row.description,
  time_created: row.timeCreated.toISOString(),
});
