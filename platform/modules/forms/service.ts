/**
 * The public forms of spec/marketing-site.md §7: contact messages, resumes (with their file),
 * interest submissions and website requests. Each belongs to a tenant (the form's company or
 * product) and records the API credential that sent it. Reading them back, newest first, is for an
 * operator (every submission of the tenant) or a sandbox credential (only its own).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ERROR_CODES } from "#contract/error-codes";
import { DOCUMENT_TYPES } from "#contract/file-kinds";
import { MAX_RESUME_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { contactMessages, interestSubmissions, resumeSubmissions, websiteRequests, type ContactMessage, type InterestSubmission, type ResumeSubmission, type WebsiteRequest } from "./schema";
import { notFound, PlatformError, tooLarge } from "../../errors";
import { cleanFileName, detectDocument } from "../../infra/files";

export const FILE_TOO_LARGE = "File is too large. Max 5MB.";
export const OPERATOR_ONLY_MESSAGE = "Reading stored form submissions needs an operator credential";
export const NOT_A_DOCUMENT = "Please upload a PDF or Word document (DOC or DOCX).";

/** Whose a submission is: the tenant of the path and the calling credential. */
export type Owner = { tenant: string; credentialId: string };

/** Which submissions a read-back sees: the tenant's, sent by `credentialId` or, when null, by anyone. */
export type Reader = { tenant: string; credentialId: string | null };

type Text = { name: string; email: string; message: string };
export type ContactInput = Text;
export type InterestInput = Text & { phone: string | null; interests: string[] };
export type WebsiteRequestInput = { name: string; company: string | null; phone: string | null; email: string; description: string };
export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

/** A resume as listed: everything but the file's bytes. */
export type ResumeEntry = Omit<ResumeSubmission, "data">;

type OwnedTable = { tenant: AnyPgColumn; credentialId: AnyPgColumn; timeCreated: AnyPgColumn; id: AnyPgColumn };

const ownedBy = (table: OwnedTable, reader: Reader): SQL | undefined =>
  and(eq(table.tenant, reader.tenant), reader.credentialId === null ? undefined : eq(table.credentialId, reader.credentialId));
const newestFirst = (table: OwnedTable) => [desc(table.timeCreated), desc(table.id)];
const { data: _data, ...resumeEntryColumns } = getTableColumns(resumeSubmissions);

export async function storeContact(db: Database, owner: Owner, input: ContactInput): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values({ ...owner, ...input }).returning();
  return row!;
}

export async function contactsOf(db: Database, owner: Reader, limit: number): Promise<ContactMessage[]> {
  return db.select().from(contactMessages).where(ownedBy(contactMessages, owner)).orderBy(...newestFirst(contactMessages)).limit(limit);
}

export async function storeInterest(db: Database, owner: Owner, input: InterestInput): Promise<InterestSubmission> {
  const [row] = await db.insert(interestSubmissions).values({ ...owner, ...input }).returning();
  return row!;
}

export async function interestsOf(db: Database, owner: Reader, limit: number): Promise<InterestSubmission[]> {
  return db
    .select()
    .from(interestSubmissions)
    .where(ownedBy(interestSubmissions, owner))
    .orderBy(...newestFirst(interestSubmissions))
    .limit(limit);
}

export async function storeWebsiteRequest(db: Database, owner: Owner, input: WebsiteRequestInput): Promise<WebsiteRequest> {
  const [row] = await db.insert(websiteRequests).values({ ...owner, ...input }).returning();
  return row!;
}

export async function websiteRequestsOf(db: Database, owner: Reader, limit: number): Promise<WebsiteRequest[]> {
  return db.select().from(websiteRequests).where(ownedBy(websiteRequests, owner)).orderBy(...newestFirst(websiteRequests)).limit(limit);
}

/**
 * Stores a resume with its file: at most 5 MB, and a PDF, DOC or DOCX by name, declared type and
 * content alike (infra/files.ts). Kept under a generated name; the sender's name only for display.
 */
export async function storeResume(db: Database, owner: Owner, input: Text, file: UploadedFile): Promise<ResumeEntry> {
  if (file.bytes.byteLength > MAX_RESUME_BYTES) throw tooLarge(FILE_TOO_LARGE);
  const kind = detectDocument(file.name, file.type, file.bytes);
  if (!kind) throw new PlatformError(415, ERROR_CODES.unsupportedMediaType, NOT_A_DOCUMENT);
  const [row] = await db
    .insert(resumeSubmissions)
    .values({
      ...owner,
      ...input,
      fileName: cleanFileName(file.name),
      storedName: `${randomUUID()}.${kind}`,
      contentType: DOCUMENT_TYPES[kind],
      size: file.bytes.byteLength,
      data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    })
    .returning(resumeEntryColumns);
  return row!;
}

export async function resumesOf(db: Database, owner: Reader, limit: number): Promise<ResumeEntry[]> {
  return db
    .select(resumeEntryColumns)
    .from(resumeSubmissions)
    .where(ownedBy(resumeSubmissions, owner))
    .orderBy(...newestFirst(resumeSubmissions))
    .limit(limit);
}

export const NO_SUCH_RESUME = "No such resume";

/** The file of one of the reader's resumes (`id` is a UUID), or a 404. */
export async function resumeFile(
  db: Database,
  owner: Reader,
  id: string,
): Promise<{ data: Buffer; contentType: string; storedName: string }> {
  const [row] = await db
    .select({ data: resumeSubmissions.data, contentType: resumeSubmissions.contentType, storedName: resumeSubmissions.storedName })
    .from(resumeSubmissions)
    .where(and(ownedBy(resumeSubmissions, owner), eq(resumeSubmissions.id, id)));
  if (!row) throw notFound(NO_SUCH_RESUME);
  return row;
}
