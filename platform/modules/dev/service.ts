/** The demo environment's kept mail (infra/mail.ts keeps it when no SMTP_URL is set). Not in production. */
import type { Database } from "../../db/connect";
import type { OutboxMessage } from "../../infra/schema";
import type { PlatformEnvironment } from "../../environment";
import { keptMail, type KeptMailFilter } from "../../infra/mail";

export const OUTBOX_SIZE = 100;

/**
 * The newest kept messages (only those the filter keeps), or null in production, where there is
 * no outbox. An empty list of bindings (`startedBy`) keeps nothing.
 */
export async function demoOutbox(db: Database, environment: PlatformEnvironment, filter: KeptMailFilter = {}): Promise<OutboxMessage[] | null> {
  if (environment !== "demo") return null;
  if (filter.startedBy?.length === 0) return [];
  return keptMail(db, OUTBOX_SIZE, filter);
}
