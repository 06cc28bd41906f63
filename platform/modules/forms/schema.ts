/**
 * Submissions of the public forms of marketing-site §7 ("/{name}/contact", …). `tenant` is the
 * {name} path segment; `credential_id` is the API credential that sent the submission, and only
 * that credential reads it back. Rows survive the credential (SET NULL) so nobody's submission is lost.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bytea, checked, references, timeCreated } from "../../db/columns";
import { apiCredentials } from "../../infra/schema";

/** The columns every submission starts with. */
const submission = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  credentialId: uuid("credential_id"),
  name: text("name").notNull(),
  email: text("email").notNull(),
});

/** Its owner (kept when the credential goes) and the index its read-back uses. */
const ownedBy = (table: string, t: { credentialId: AnyPgColumn; tenant: AnyPgColumn; timeCreated: AnyPgColumn }) => [
  references(table, t.credentialId, apiCredentials.id).onDelete("set null"),
  index(`${table}_tenant_idx`).on(t.tenant, t.credentialId, t.timeCreated),
];

export const contactMessages = pgTable(
  "contact_messages",
  { ...submission(), message: text("message").notNull(), timeCreated: timeCreated() },
  (t) => ownedBy("contact_messages", t),
);

/** A resume (PDF, DOC or DOCX, at most 5 MB) with its file; `stored_name` is generated, never the upload's name. */
export const resumeSubmissions = pgTable(
  "resume_submissions",
  {
    ...submission(),
    message: text("message").notNull(),
    /** The name the file had on the sender's computer (cleaned), for display only. */
    fileName: text("file_name").notNull(),
    storedName: text("stored_name").notNull().unique("resume_submissions_stored_name_key"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [...ownedBy("resume_submissions", t), checked("resume_submissions", t.size, sql`${t.size} > 0`)],
);

export const interestSubmissions = pgTable(
  "interest_submissions",
  {
    ...submission(),
    message: text("message").notNull(),
    phone: text("phone"),
    /** Some of the 15 areas of interest of marketing-site §3. */
    interests: jsonb("interests").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    timeCreated: timeCreated(),
  },
  (t) => ownedBy("interest_submissions", t),
);

export const websiteRequests = pgTable(
  "website_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    credentialId: uuid("credential_id"),
    name: text("name").notNull(),
    company: text("company"),
    phone: text("phone"),
    email: text("email").notNull(),
    description: text("description").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => ownedBy("website_requests", t),
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ResumeSubmission = typeof resumeSubmissions.$inferSelect;
export type InterestSubmission = typeof interestSubmissions.$inferSelect;
export type WebsiteRequest = typeof websiteRequests.$inferSelect;
