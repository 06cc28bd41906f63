/** The demo environment's kept mail (infra/mail.ts keeps it when no SMTP_URL is set). Not in production. */
import type { Database } from "../../db/connect";
import type { OutboxMessage } from "../../db/schema";
import type { PlatformEnvironment } from "../../environment";
import { keptMail } from "../../infra/mail";

export const OUTBOX_SIZE = 100;

/** Recipients one request may ask for (a browser holds at most a sign-up, a reset and an email change). */
export const MAX_OUTBOX_RECIPIENTS = 5;

/**
 * The newest kept messages (only those to `recipients` when given), or null in production, where
 * there is no outbox.
 */
export async function demoOutbox(
  db: Database,
  environment: PlatformEnvironment,
  recipients?: readonly string[],
): Promise<OutboxMessage[] | null> {
  return environment === "demo" ? keptMail(db, OUTBOX_SIZE, recipients) : null;
}
